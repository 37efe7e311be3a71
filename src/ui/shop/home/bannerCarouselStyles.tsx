import { Box, Button, HStack, Heading, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/**
 * Every slide has the same frame, so the carousel never changes height: banners are 1920x600 (16:5) on desktop, and
 * 2:1 on phones, the shape of a phone picture (PHONE_PICTURE_SIZE).
 */
export const BANNER_FRAME = { base: '2 / 1', md: '16 / 5' } as const;

/** A slide's frame, which takes the whole width of the carousel's track. */
const FRAME = {
  flex: '0 0 100%',
  minW: '0',
  position: 'relative',
  aspectRatio: BANNER_FRAME,
  overflow: 'hidden',
} as const;
const PICTURE = { position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' } as const;
const ARROW = {
  position: 'absolute',
  display: { base: 'none', md: 'inline-flex' },
  top: '50%',
  transform: 'translateY(-50%)',
  rounded: 'full',
  size: 'sm',
  variant: 'surface',
  bg: 'whiteAlpha.900',
} as const;
const DOT = {
  minW: '6',
  h: '6',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  rounded: 'full',
} as const;
const DOT_MARK = { content: '""', h: '2.5', rounded: 'full', transition: 'width 0.3s' } as const;

/**
 * The home page's banner carousel and its slides as Chakra draws them, extracted at build (extractedStyles.ts); a
 * state is a part of its own (`dotCurrent`), and the track's position, which varies, is set on it.
 */
export const bannerCarouselStyles = {
  root: <Box as="section" position="relative" overflow="hidden" rounded={{ base: 'none', md: 'xl' }} />,
  track: <Box display="flex" transition="transform 0.6s ease" />,
  previous: (
    <IconButton {...ARROW} left="3">
      <svg />
    </IconButton>
  ),
  next: (
    <IconButton {...ARROW} right="3">
      <svg />
    </IconButton>
  ),
  controls: (
    <HStack
      position="absolute"
      bottom={{ base: '2', md: '3' }}
      right={{ base: '2', md: 'auto' }}
      left={{ base: 'auto', md: '50%' }}
      transform={{ base: 'none', md: 'translateX(-50%)' }}
      gap="1"
      bg="blackAlpha.600"
      px="2"
      py="0.5"
      rounded="full"
    />
  ),
  rotation: (
    <IconButton size="xs" variant="plain" color="white">
      <svg />
    </IconButton>
  ),
  dot: <Box as="button" {...DOT} _after={{ ...DOT_MARK, w: '2.5', bg: 'whiteAlpha.700' }} />,
  dotCurrent: <Box as="button" {...DOT} _after={{ ...DOT_MARK, w: '6', bg: 'white' }} />,
  imageFrame: <Box {...FRAME} bg="brand.900" />,
  // The whole frame is the link. Its focus ring is a layer over the picture, inside the frame: an outline would be
  // clipped by the frame outside and painted under the positioned picture inside.
  frameLink: (
    <Box
      display="block"
      position="absolute"
      inset="0"
      _focusVisible={{
        outline: 'none',
        _after: {
          content: '""',
          position: 'absolute',
          inset: '1',
          border: '3px solid',
          borderColor: 'brass.300',
          rounded: 'md',
          pointerEvents: 'none',
        },
      }}
    />
  ),
  salesFrame: (
    <Box
      {...FRAME}
      bg="brand.800"
      color="white"
      // The shade that keeps the text readable over the picture, laid over it and under the text.
      _after={{
        content: '""',
        position: 'absolute',
        inset: '0',
        bgGradient: 'to-r',
        gradientFrom: 'blackAlpha.700',
        gradientVia: { base: 'blackAlpha.500', md: 'blackAlpha.300' },
        gradientTo: 'transparent',
      }}
    />
  ),
  picture: <Image {...PICTURE} objectPosition="center" />,
  // A sales banner's text is on the left: a phone's crop keeps more of the picture's right.
  pictureBesideText: <Image {...PICTURE} objectPosition={{ base: '70% center', md: 'center' }} />,
  text: (
    <Stack
      position="relative"
      zIndex="1"
      h="full"
      justify="center"
      gap={{ base: '1', md: '3' }}
      maxW={{ base: '75%', md: '50%' }}
      px={{ base: '5', md: '14' }}
    />
  ),
  subtitle: (
    <Text
      textTransform="uppercase"
      letterSpacing="wider"
      fontSize={{ base: '2xs', md: 'sm' }}
      color="brass.200"
      fontWeight="semibold"
      lineClamp={{ base: 1, md: 2 }}
    />
  ),
  title: (
    <Heading
      as="h2"
      fontSize={{ base: 'xl', md: '4xl', lg: '5xl' }}
      lineHeight="short"
      textShadow="0 1px 3px rgba(0,0,0,.35)"
    />
  ),
  description: <Text hideBelow="md" color="whiteAlpha.900" fontSize="md" lineClamp={3} />,
  cta: (
    <Button
      alignSelf="flex-start"
      mt={{ base: '1', md: '3' }}
      colorPalette="brass"
      size={{ base: 'xs', md: 'lg' }}
    />
  ),
} satisfies ExtractedStyles;
