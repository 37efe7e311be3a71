import { useId, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { formatRupees } from '../../../domain/text/Money';
import { modifierLabel, optionPriceDifference } from '../../../domain/catalogue/VariantChoice';
import type { ProductDetailStore } from './ProductDetailStore';

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
 * the price, the pictures and the stock.
 */
export const VariantPicker = observer(function VariantPicker({ store }: { store: ProductDetailStore }) {
  const { sizes, colors, selection } = store;
  if (sizes.length === 0 && colors.length === 0) return null;
  return (
    <Stack gap="4">
      {sizes.length > 0 ? (
        <OptionGroup name="Size" chosen={selection.size ?? 'Choose a size'}>
          <HStack gap="2" flexWrap="wrap" align="stretch">
            {sizes.map((size) => {
              const modifier = notesOf(store, 'size', size).join(', ');
              const selected = selection.size === size;
              return (
                <Button
                  key={size}
                  size="sm"
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={selected}
                  aria-label={modifier ? `${size}, ${modifier}` : size}
                  onClick={() => store.select('size', size)}
                  h="auto"
                  minH="12"
                  minW="16"
                  py="1.5"
                >
                  <Stack gap="0" align="center">
                    <span>{size}</span>
                    {modifier ? (
                      <Text as="span" fontSize="2xs" fontWeight="normal" aria-hidden>
                        {modifier}
                      </Text>
                    ) : null}
                  </Stack>
                </Button>
              );
            })}
          </HStack>
        </OptionGroup>
      ) : null}
      {colors.length > 0 ? (
        <OptionGroup name="Colour" chosen={selection.color ?? 'Choose a colour'}>
          <HStack gap="3" flexWrap="wrap" align="flex-start">
            {colors.map((color) => {
              const modifier = notesOf(store, 'color', color.name).join(', ');
              const selected = selection.color === color.name;
              return (
                // The swatch and its name are one button: a tap on either picks the colour.
                <chakra.button
                  key={color.name}
                  type="button"
                  aria-pressed={selected}
                  aria-label={modifier ? `${color.name}, ${modifier}` : color.name}
                  onClick={() => store.select('color', color.name)}
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  gap="1"
                  minW="12"
                  cursor="pointer"
                  rounded="md"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                >
                  <Box
                    as="span"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="9"
                    rounded="full"
                    bg={color.hex || 'gray.200'}
                    borderWidth="1px"
                    borderColor="blackAlpha.300"
                    outline={selected ? '2px solid' : 'none'}
                    outlineColor="brand.700"
                    outlineOffset="2px"
                  >
                    {color.hex ? null : (
                      <Text as="span" fontSize="2xs" aria-hidden>
                        {color.name.slice(0, 2)}
                      </Text>
                    )}
                  </Box>
                  <Text
                    as="span"
                    fontSize="2xs"
                    color="gray.700"
                    aria-hidden
                    textAlign="center"
                    lineHeight="short"
                  >
                    {color.name}
                    {modifier ? (
                      <>
                        <br />
                        {modifier}
                      </>
                    ) : null}
                  </Text>
                </chakra.button>
              );
            })}
          </HStack>
        </OptionGroup>
      ) : null}
    </Stack>
  );
});

/** The buttons of one option, named by the line above them: 'Size: King', or what to do while none is chosen. */
function OptionGroup({ name, chosen, children }: { name: string; chosen: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="semibold" fontSize="sm" mb="2">
        {name}:{' '}
        <Text as="span" fontWeight="normal">
          {chosen}
        </Text>
      </Text>
      {children}
    </Box>
  );
}
