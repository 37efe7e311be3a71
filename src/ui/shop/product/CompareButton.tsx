import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuGitCompareArrows } from 'react-icons/lu';
import type { Product } from '../../../domain/catalogue/Product';
import { COMPARE } from '../../../domain/storefront/compareMessages';
import { useCompareToggle } from '../common/useCompareToggle';

/** The product page's Compare toggle (docs/behaviour.md#compare). */
export const CompareButton = observer(function CompareButton({ product }: { product: Product }) {
  const { pressed, toggle } = useCompareToggle(product);
  return (
    <Button
      variant={pressed ? 'solid' : 'outline'}
      colorPalette="brand"
      size="lg"
      aria-pressed={pressed}
      onClick={toggle}
    >
      <LuGitCompareArrows aria-hidden />
      {COMPARE}
    </Button>
  );
});
