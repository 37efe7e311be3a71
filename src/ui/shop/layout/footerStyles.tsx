import { Box, Container, Grid, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

const BAND_BORDER = { borderColor: 'brand.800' } as const;
const HEADING = { fontFamily: 'heading', fontWeight: 'bold', color: 'white' } as const;

/** The footer's parts as Chakra draws them, extracted at build (extractedStyles.ts): it is on every page. */
export const footerStyles = {
  root: <Box as="footer" bg="brand.900" color="brand.100" mt="16" />,
  promisesBand: <Box borderBottomWidth="1px" {...BAND_BORDER} />,
  promises: (
    <Container
      maxW="7xl"
      py="6"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
      gap="4"
    />
  ),
  // The icon beside its two lines, centred on them: a grid of two rows, so the lines need no box.
  promise: <Grid templateColumns="auto 1fr" columnGap="3" alignItems="center" />,
  promiseIcon: (
    <Icon gridRow="span 2" fontSize="2xl" color="brass.300">
      <svg />
    </Icon>
  ),
  promiseTitle: <Text fontWeight="semibold" color="white" />,
  promiseText: <Text fontSize="sm" />,
  columns: (
    <Container
      maxW="7xl"
      py="10"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1.5fr' }}
      gap="8"
    />
  ),
  about: <Stack gap="3" />,
  shopName: <Text {...HEADING} fontSize="xl" />,
  blurb: <Text fontSize="sm" maxW="sm" />,
  heading: <Text as="h2" {...HEADING} fontSize="md" mb="3" />,
  links: <Stack gap="1.5" />,
  link: <Link color="brand.100" fontSize="sm" _hover={{ color: 'white' }} />,
  contact: <Stack gap="2" fontSize="sm" />,
  legalBand: <Box borderTopWidth="1px" {...BAND_BORDER} />,
  legal: (
    <Container
      maxW="7xl"
      py="4"
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      flexWrap="wrap"
      gap="2"
      fontSize="xs"
    />
  ),
} satisfies ExtractedStyles;
