import { Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../domain/text/Money';
import { MRP_TAX_NOTE } from '../../../domain/catalogue/ProductDeclarations';
import { ChakraReady } from '../../shared/components/ChakraReady';

const MRP_WORD = 'MRP';

type Props = { mrp: number } & (
  | { fontSize: TextProps['fontSize']; classNames?: never }
  /** The extracted styles (extractedStyles.ts) of the words and of the struck amount, drawn as plain elements. */
  | { classNames: { words: string; amount: string }; fontSize?: never }
);

/**
 * The MRP beside a lower price, its amount struck through: 'MRP ₹57,999 (incl. of all taxes)'. Read aloud as
 * written, so a screen reader hears what the strike shows.
 */
export function StruckMrp({ mrp, fontSize, classNames }: Props) {
  // The word and its space as text nodes of their own: a merged 'MRP ' moves the note by a fraction of a pixel.
  const words = (amount: ReactNode) => (
    <>
      {MRP_WORD} {amount} {MRP_TAX_NOTE}
    </>
  );
  if (classNames)
    return (
      <span className={classNames.words} data-testid="struck-mrp">
        {words(<s className={classNames.amount}>{formatRupees(mrp)}</s>)}
      </span>
    );
  return (
    <ChakraReady>
      <Text as="span" fontSize={fontSize} color="gray.600" data-testid="struck-mrp">
        {words(
          <Text as="s" color="gray.500">
            {formatRupees(mrp)}
          </Text>,
        )}
      </Text>
    </ChakraReady>
  );
}
