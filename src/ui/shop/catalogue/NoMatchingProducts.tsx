import { Button } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { EmptyStateCard } from '../common/EmptyStateCard';

/** A listing whose filters match no product, with the button that clears them when there is one to clear. */
export function NoMatchingProducts({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyStateCard
      icon={<LuSearchX />}
      title="No products match these filters"
      description="Try a wider price range or a lower minimum rating."
    >
      {onClear ? (
        <Button colorPalette="brand" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </EmptyStateCard>
  );
}
