import { Box, Grid, Link, Stack } from '@chakra-ui/react';

/** One detail of the shop; `href` makes its text a link (tel:, mailto:). */
export interface ShopDetail {
  label: string;
  text: string;
  href?: string;
}

/**
 * Labelled details of the shop (its seller, its grievance officer), label above value on phones and beside it wider.
 * A detail the settings leave empty is left out rather than shown blank.
 */
export function ShopDetailsList({ details }: { details: readonly ShopDetail[] }) {
  const shown = details.filter((detail) => detail.text !== '');
  if (shown.length === 0) return null;
  return (
    <Stack as="dl" gap="3" layerStyle="shopPanel" p="4">
      {shown.map((detail) => (
        <Grid key={detail.label} templateColumns={{ base: '1fr', sm: '11rem 1fr' }} columnGap="4">
          <Box as="dt" color="gray.600" fontSize="sm" pt={{ sm: '0.5' }}>
            {detail.label}
          </Box>
          <Box as="dd" color="gray.900" wordBreak="break-word">
            {detail.href ? (
              <Link href={detail.href} color="brand.700">
                {detail.text}
              </Link>
            ) : (
              detail.text
            )}
          </Box>
        </Grid>
      ))}
    </Stack>
  );
}
