import { Alert, Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ImportPlan } from '../../../../domain/CatalogueImport';

const COUNTS: [keyof Pick<ImportPlan, 'creates' | 'updates' | 'unchanged' | 'refused'>, string][] = [
  ['creates', 'New'],
  ['updates', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['refused', 'Refused'],
];

/** What the import would do: how many products are new, updated, unchanged, and each refused row with its reason. */
export function ImportPreview({ plan, fileName }: { plan: ImportPlan; fileName: string }) {
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.700" wordBreak="break-all">
        {fileName}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="2" aria-label="What the import would do">
        {COUNTS.map(([key, label]) => (
          <Box key={key} borderWidth="1px" rounded="md" p="2" textAlign="center">
            <Text as="dt" fontSize="xs" color="gray.600">
              {label}
            </Text>
            <Text
              as="dd"
              fontSize="xl"
              fontWeight="semibold"
              color={key === 'refused' && plan.refused.length ? 'red.700' : 'gray.800'}
            >
              {plan[key].length}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {plan.ignoredColumns.length > 0 ? (
        <Text fontSize="sm" color="gray.700">
          Columns not in the format, left out: {plan.ignoredColumns.join(', ')}.
        </Text>
      ) : null}
      {plan.refused.length > 0 ? (
        <Box>
          <Text id="refused-rows" fontWeight="medium" mb="1">
            Refused rows (not imported)
          </Text>
          <chakra.ul
            aria-labelledby="refused-rows"
            listStyleType="none"
            maxH="60"
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            p="2"
            fontSize="sm"
            tabIndex={0}
          >
            {plan.refused.map((refused, index) => (
              <chakra.li key={`${refused.line}-${index}`} py="1">
                <Text as="span" fontWeight="semibold">
                  Line {refused.line}:
                </Text>{' '}
                {refused.reason}
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
      {plan.creates.length + plan.updates.length === 0 ? (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            Nothing to write: the catalogue already holds every accepted row as it is.
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
