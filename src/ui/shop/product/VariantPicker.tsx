import { useId, type CSSProperties, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatRupees } from '../../../domain/text/Money';
import { modifierLabel, optionPriceDifference } from '../../../domain/catalogue/VariantChoice';
import type { ProductDetailStore } from './ProductDetailStore';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { SWATCH_COLOUR } from './swatchColour';
import type { variantPickerStyles } from './variantPickerStyles';

const css = extractedClassNames<typeof variantPickerStyles>('variantPicker');

const modifierOf = (store: ProductDetailStore, dimension: 'size' | 'color', value: string): string =>
  modifierLabel(optionPriceDifference(store.variants, store.selection, dimension, value), formatRupees);

/** What an option's button says besides its name: its price difference, and 'Out of stock' when it has none. */
const notesOf = (store: ProductDetailStore, dimension: 'size' | 'color', value: string): string[] =>
  [modifierOf(store, dimension, value), store.optionStock(dimension, value) > 0 ? '' : 'Out of stock'].filter(
    (note) => note !== '',
  );

/**
 * Size buttons and colour swatches; each shows how picking it would change the current price ('' when it would
 * not) and says 'Out of stock' when that choice has none (it stays selectable, to see it), and picking one updates
 * the price, the pictures and the stock. Drawn with styles extracted at build (variantPickerStyles.tsx).
 */
export const VariantPicker = observer(function VariantPicker({ store }: { store: ProductDetailStore }) {
  const { sizes, colors, selection } = store;
  if (sizes.length === 0 && colors.length === 0) return null;
  return (
    <div className={css('root')}>
      {sizes.length > 0 ? (
        <OptionGroup name="Size" chosen={selection.size ?? 'Choose a size'}>
          <div className={css('sizes')}>
            {sizes.map((size) => {
              const modifier = notesOf(store, 'size', size).join(', ');
              const selected = selection.size === size;
              return (
                <button
                  key={size}
                  type="button"
                  className={css(selected ? 'sizeChosen' : 'size')}
                  aria-pressed={selected}
                  aria-label={modifier ? `${size}, ${modifier}` : size}
                  onClick={() => store.select('size', size)}
                >
                  <div className={css('sizeWords')}>
                    <span>{size}</span>
                    {modifier ? (
                      <span className={css('note')} aria-hidden>
                        {modifier}
                      </span>
                    ) : null}
                  </div>
                </button>
              );
            })}
          </div>
        </OptionGroup>
      ) : null}
      {colors.length > 0 ? (
        <OptionGroup name="Colour" chosen={selection.color ?? 'Choose a colour'}>
          <div className={css('colours')}>
            {colors.map((color) => {
              const modifier = notesOf(store, 'color', color.name).join(', ');
              const selected = selection.color === color.name;
              const swatch = {
                [SWATCH_COLOUR]: color.hex || 'var(--chakra-colors-gray-200)',
              } as CSSProperties;
              return (
                // The swatch and its name are one button: a tap on either picks the colour.
                <button
                  key={color.name}
                  type="button"
                  className={css('colour')}
                  aria-pressed={selected}
                  aria-label={modifier ? `${color.name}, ${modifier}` : color.name}
                  onClick={() => store.select('color', color.name)}
                >
                  <span className={css(selected ? 'swatchChosen' : 'swatch')} style={swatch}>
                    {color.hex ? null : (
                      <span className={css('swatchInitials')} aria-hidden>
                        {color.name.slice(0, 2)}
                      </span>
                    )}
                  </span>
                  <span className={css('colourName')} aria-hidden>
                    {color.name}
                    {modifier ? (
                      <>
                        <br />
                        {modifier}
                      </>
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
        </OptionGroup>
      ) : null}
    </div>
  );
});

/** The buttons of one option, named by the line above them: 'Size: King', or what to do while none is chosen. */
function OptionGroup({ name, chosen, children }: { name: string; chosen: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={css('label')}>
        {name}: <span className={css('chosen')}>{chosen}</span>
      </p>
      {children}
    </div>
  );
}
