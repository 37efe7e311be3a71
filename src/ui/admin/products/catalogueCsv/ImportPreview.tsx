import { Alert, Box, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ImportPlan } from '../../../../domain/catalogue/CatalogueImport';
import { targetSentence } from '../../activity/activityText';

const COUNTS: [keyof Pick<ImportPlan, 'creates' | 'updates' | 'unchanged' | 'refused'>, string][] = [
  ['creates', 'New'],
  ['updates', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['refused', 'Refused'],
];

/**
 * What the import would do: how many products are new, updated, unchanged, each update's changes from what to what
 * ("Changed the price of Teak Chair from ₹4,000 to ₹4,500"), and each refused row with its reason.
 */
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
      <LinedList
        id="updated-products"
        title="What the import changes"
        lines={plan.updates.map((update) => ({
          line: update.line,
          text: targetSentence('product', update.changes),
        }))}
      />
      <LinedList
        id="refused-rows"
        title="Refused rows (not imported)"
        lines={plan.refused.map((refused) => ({ line: refused.line, text: refused.reason }))}
      />
      {plan.creates.length + plan.updates.length === 0 ? (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            0 changed: the catalogue already holds every accepted row as it is.
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/** A titled, scrolling list of what the file's lines do, each with its line number; nothing when there is none. */
function LinedList({
  id,
  title,
  lines,
}: {
  id: string;
  title: string;
  lines: readonly { line: number; text: string }[];
}) {
  if (lines.length === 0) return null;
  return (
    <Box>
      <Text id={id} fontWeight="medium" mb="1">
        {title}
      </Text>
      <chakra.ul
        aria-labelledby={id}
        listStyleType="none"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        p="2"
        fontSize="sm"
        tabIndex={0}
      >
        {lines.map(({ line, text }, index) => (
          <chakra.li key={`${line}-${index}`} py="1">
            <Text as="span" fontWeight="semibold">
              Line {line}:
            </Text>{' '}
            {text}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
