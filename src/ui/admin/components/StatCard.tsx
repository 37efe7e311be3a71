import type { IconType } from 'react-icons';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';

/** One headline figure of the dashboard. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: IconType;
}) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
      role="group"
      aria-label={`${label}: ${value}`}
    >
      <HStack justify="space-between" align="start">
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            {label}
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
    </Box>
  );
}
