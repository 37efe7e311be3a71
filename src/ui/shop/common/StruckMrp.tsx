import { Text, type TextProps } from '@chakra-ui/react';
import { formatRupees } from '../../../domain/text/Money';
import { MRP_TAX_NOTE } from '../../../domain/catalogue/ProductDeclarations';

/**
 * The MRP beside a lower price, its amount struck through: 'MRP ₹57,999 (incl. of all taxes)'. Read aloud as
 * written, so a screen reader hears what the strike shows.
 */
export function StruckMrp({ mrp, fontSize }: { mrp: number; fontSize: TextProps['fontSize'] }) {
  return (
    <Text as="span" fontSize={fontSize} color="gray.600" data-testid="struck-mrp">
      MRP{' '}
      <Text as="s" color="gray.500">
        {formatRupees(mrp)}
      </Text>{' '}
      {MRP_TAX_NOTE}
    </Text>
  );
}
