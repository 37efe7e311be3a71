import { DataList } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';

const ORIENTATION = 'horizontal';

/**
 * The fact list's parts as Chakra draws them, extracted at build (extractedStyles.ts): a data list's slots, each
 * drawn in its root, which gives them its orientation.
 */
export const factListStyles = {
  root: (
    <DataList.Root
      orientation={ORIENTATION}
      divideY="1px"
      divideColor="brand.100"
      layerStyle="shopPanel"
      px="4"
    />
  ),
  // On a phone each label stands above its value, so a long value (an address) keeps the screen's width.
  item: (
    <DataList.Root orientation={ORIENTATION}>
      <DataList.Item
        {...EXTRACTED}
        py="3"
        flexDirection={{ base: 'column', sm: 'row' }}
        alignItems="flex-start"
        gap={{ base: '1', sm: '4' }}
      />
    </DataList.Root>
  ),
  label: (
    <DataList.Root orientation={ORIENTATION}>
      <DataList.ItemLabel {...EXTRACTED} w={{ sm: '48' }} flexShrink="0" color="gray.600" />
    </DataList.Root>
  ),
  value: (
    <DataList.Root orientation={ORIENTATION}>
      <DataList.ItemValue {...EXTRACTED} color="gray.900" whiteSpace="pre-line" />
    </DataList.Root>
  ),
} satisfies ExtractedStyles;
