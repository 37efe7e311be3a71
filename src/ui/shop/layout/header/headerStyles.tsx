import { Box, Button, Container, HStack, IconButton, Link, Text, chakra } from '@chakra-ui/react';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import type { ExtractedStyles } from '../../../shared/theme/extractedStyles';

const { header, strip, row } = HEADER_METRICS;
const ICON_LINK = { variant: 'ghost', color: 'brand.800' } as const;

/**
 * The header's parts as Chakra draws them, extracted at build (extractedStyles.ts): it is on every page. Header,
 * TopStrip, Logo, IconLinkWithBadge, AuthLinks and the menu's and search's buttons draw plain elements with these
 * classes.
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
  authLinks: <HStack gap="1" display={{ base: 'none', sm: 'flex' }} />,
  login: <Button {...ICON_LINK} size="sm" />,
  signUp: <Button colorPalette="brand" size="sm" />,
} satisfies ExtractedStyles;
