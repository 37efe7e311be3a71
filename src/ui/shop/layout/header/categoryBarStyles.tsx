import { Badge, Box, Container, HStack, IconButton, Link } from '@chakra-ui/react';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import type { ExtractedStyles } from '../../../shared/theme/extractedStyles';

const { categoryBar } = HEADER_METRICS;
const LINK = {
  px: '2',
  py: categoryBar.linkPy,
  fontSize: categoryBar.fontSize,
  fontWeight: 'medium',
  _hover: { color: 'brand.700', textDecoration: 'none' },
  whiteSpace: 'nowrap',
} as const;
const COUNT = { size: 'xs', variant: 'subtle', ms: '1.5' } as const;

/** The desktop category bar's parts as Chakra draws them, extracted at build (extractedStyles.ts): on every page. */
export const categoryBarStyles = {
  root: (
    <Box
      as="nav"
      display={{ base: 'none', [categoryBar.shownFrom]: 'block' }}
      bg="white"
      borderTopWidth={categoryBar.borderTopWidth}
      borderColor={categoryBar.borderColor}
    />
  ),
  container: <Container maxW="7xl" />,
  list: <HStack as="ul" gap="0" justify="center" listStyleType="none" m="0" p="0" flexWrap="wrap" />,
  item: <HStack as="li" gap="0" px="1" position="relative" />,
  link: <Link {...LINK} color="gray.800" />,
  linkOpen: <Link {...LINK} color="brand.700" />,
  count: <Badge {...COUNT} colorPalette="brand" />,
  countSoon: <Badge {...COUNT} colorPalette="gray" />,
  toggle: (
    <IconButton size="2xs" variant="ghost" color="gray.600">
      <svg />
    </IconButton>
  ),
} satisfies ExtractedStyles;
