import { useId, useMemo, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ActivityEntry } from '../../../domain/staff/Activity';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { ACTIVITY_KIND_LABELS, ACTIVITY_TEXT, entrySentences, SENTENCES_SHOWN } from './activityText';

/**
 * One entry of the activity log: who (the heading), when and what kind, then a sentence per thing it changed; a bulk
 * change shows its first few sentences and a button that shows them all.
 */
export function ActivityEntryItem({ entry }: { entry: ActivityEntry }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const sentences = useMemo(() => entrySentences(entry), [entry]);
  const shown = expanded ? sentences : sentences.slice(0, SENTENCES_SHOWN);
  return (
    <Box as="li" layerStyle="adminPanel" p={{ base: '3', md: '4' }}>
      <Stack as="article" gap="2" minW="0">
        <Flex wrap="wrap" gap="2" align="baseline" justify="space-between">
          <Heading as="h2" size="sm" color="gray.900" overflowWrap="anywhere">
            {entry.by.name}
          </Heading>
          <Flex wrap="wrap" gap="2" align="center">
            <Badge size="sm" variant="subtle" colorPalette="gray">
              {ACTIVITY_KIND_LABELS[entry.kind]}
            </Badge>
            <Text asChild fontSize="sm" color="gray.600">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Text>
          </Flex>
        </Flex>
        <Box as="ul" id={listId} ps="5" m="0" listStyleType="disc" fontSize="sm" overflowWrap="anywhere">
          {shown.map((sentence, index) => (
            <Box as="li" key={index} py="0.5">
              {sentence}
            </Box>
          ))}
        </Box>
        {sentences.length > SENTENCES_SHOWN ? (
          <Button
            variant="plain"
            size="xs"
            px="0"
            alignSelf="start"
            color="brand.700"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? ACTIVITY_TEXT.showFewer : ACTIVITY_TEXT.showAll(sentences.length)}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
