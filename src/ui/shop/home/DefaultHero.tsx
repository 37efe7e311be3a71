import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Shown when no banner is active, so the home page never opens on a gap. */
export function DefaultHero() {
  return (
    <Box
      rounded={{ base: 'none', md: 'xl' }}
      bgGradient="to-r"
      gradientFrom="brand.900"
      gradientTo="brand.600"
      color="white"
      px={{ base: '6', md: '12' }}
      py={{ base: '10', md: '16' }}
    >
      <Stack gap="4" maxW="xl">
        <Text
          textTransform="uppercase"
          letterSpacing="widest"
          fontSize="sm"
          color="brass.300"
          fontWeight="semibold"
        >
          Made in Jodhpur
        </Text>
        <Heading as="h2" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
          Furniture for every room
        </Heading>
        <Text color="brand.100">Sofas, beds, dining sets and more, delivered across India.</Text>
        <Box>
          <Button asChild colorPalette="brass" size="lg">
            <RouterLink to="/products">Shop Now</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
