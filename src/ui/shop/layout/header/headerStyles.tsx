import {
  Box,
  Button,
  Circle,
  Container,
  Float,
  HStack,
  IconButton,
  Link,
  Text,
  chakra,
} from '@chakra-ui/react';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import type { ExtractedStyles } from '../../../shared/theme/extractedStyles';

const { header, strip, row } = HEADER_METRICS;
const ICON_LINK = { variant: 'ghost', color: 'brand.800' } as const;
const BADGE = {
  size: '5',
  bg: 'brass.400',
  color: 'brass.950',
  fontSize: '2xs',
  fontWeight: 'bold',
} as const;

/**
 * The header's parts as Chakra draws them, extracted at build (extractedStyles.ts): it is on every page. Header,
 * TopStrip, Logo, IconLinkWithBadge, CompareLink, AuthLinks, UserMenuButton and the menu's and search's buttons draw
 * plain elements with these classes.
 */
export const headerStyles = {
  root: <Box as="header" position="sticky" top="0" zIndex="sticky" bg={header.bg} shadow={header.shadow} />,
  row: (
    <Container
      maxW="7xl"
      px={{ base: '3', md: '6' }}
      py={row.py}
      display="flex"
      alignItems="center"
      gap={{ base: '1', md: '6' }}
      justifyContent="space-between"
    />
  ),
  start: <HStack gap="1" minW="0" />,
  search: <Box flex="1" maxW="xl" display={{ base: 'none', md: 'block' }} />,
  end: <HStack gap={{ base: '0', md: '1' }} />,
  strip: <Box bg={strip.bg} color="brand.50" fontSize={strip.fontSize} />,
  stripRow: (
    <Container
      maxW="7xl"
      py={strip.py}
      display="flex"
      alignItems="center"
      justifyContent={{ base: 'center', md: 'space-between' }}
      gap="4"
    />
  ),
  stripContacts: <HStack gap="5" display={{ base: 'none', md: 'flex' }} />,
  stripLink: <Link color="inherit" />,
  stripPromise: <HStack as="span" gap="1.5" fontWeight="medium" />,
  logo: <HStack gap="2" flexShrink={0} />,
  logoMark: <chakra.svg display={{ base: 'none', sm: 'inline-flex' }} boxSize="32px" />,
  logoWords: (
    <Text
      as="span"
      fontFamily="heading"
      fontWeight="bold"
      fontSize={{ base: 'md', sm: 'lg', md: '2xl' }}
      color="brand.800"
      whiteSpace="nowrap"
    />
  ),
  iconLinkPlace: <Box position="relative" display="inline-flex" />,
  iconLink: (
    <IconButton {...ICON_LINK} size={row.controlSize}>
      <svg />
    </IconButton>
  ),
  loginIcon: (
    <IconButton {...ICON_LINK} size={row.controlSize.base} display={{ base: 'inline-flex', sm: 'none' }}>
      <svg />
    </IconButton>
  ),
  // The buttons of the menu and the search overlay, which only a narrow screen shows.
  menuButton: (
    <IconButton {...ICON_LINK} size={row.controlSize.base} hideFrom="lg">
      <svg />
    </IconButton>
  ),
  searchButton: (
    <IconButton {...ICON_LINK} size={row.controlSize.base} hideFrom="md">
      <svg />
    </IconButton>
  ),
  // A count over an icon's top corner: the cart's, the wishlist's, and on a phone the compare list's.
  badgePlace: <Float placement="top-end" offset="2" />,
  badge: <Circle {...BADGE} />,
  compareBadgePlace: <Float placement="top-end" offset="2" display={{ md: 'none' }} />,
  compare: <Button {...ICON_LINK} size={row.controlSize} px={{ base: '0', md: '3' }} />,
  compareIcon: <Box as="span" display={{ base: 'inline-flex', md: 'none' }} />,
  compareWords: <Box as="span" display={{ base: 'none', md: 'inline' }} />,
  userMenu: <Button {...ICON_LINK} size="sm" />,
  userName: <Text as="span" display={{ base: 'none', lg: 'inline' }} maxW="32" truncate />,
  authLinks: <HStack gap="1" display={{ base: 'none', sm: 'flex' }} />,
  login: <Button {...ICON_LINK} size="sm" />,
  signUp: <Button colorPalette="brand" size="sm" />,
} satisfies ExtractedStyles;
