import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/** Previous / next over keyset pages (no total count: that would read everything). */
export function Pager({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  label,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label: string;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" mt="4">
      <Button size="sm" variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
        <LuChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="gray.600">
        Page {page}
      </Text>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
        Next <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
