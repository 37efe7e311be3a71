import type { IconType } from 'react-icons';
import { HStack, LinkBox, LinkOverlay, Stack, Text, Box } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** One headline figure of the dashboard; with `to`, the whole card links to the screen that deals with it. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  to,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: IconType;
  to?: string;
}) {
  return (
    <LinkBox
      layerStyle="adminPanel"
      p="4"
      role="group"
      aria-label={`${label}: ${value}`}
      _hover={to ? { borderColor: 'brand.300' } : undefined}
    >
      <HStack justify="space-between" align="start">
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            {to ? (
              <LinkOverlay asChild>
                <RouterLink to={to}>{label}</RouterLink>
              </LinkOverlay>
            ) : (
              label
            )}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="brand.800">
            {value}
          </Text>
          {hint ? (
            <Text fontSize="xs" color="gray.600">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <Box color="brand.500" fontSize="xl" aria-hidden>
          <Icon />
        </Box>
      </HStack>
    </LinkBox>
  );
}
