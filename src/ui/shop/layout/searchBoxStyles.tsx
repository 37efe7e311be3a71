import { Input, InputGroup, chakra } from '@chakra-ui/react';
import { EXTRACTED, type ExtractedStyles } from '../../shared/theme/extractedStyles';

const SEARCH_ICON = <span />;

/**
 * The search box's field as Chakra draws it, extracted at build (extractedStyles.ts): an input group with the search
 * icon at its start, which gives the input its inset. Its suggestions, drawn only as a shopper types, stay Chakra's.
 */
export const searchBoxStyles = {
  form: <chakra.form position="relative" width="full" />,
  group: (
    <InputGroup {...EXTRACTED} startElement={SEARCH_ICON}>
      <Input />
    </InputGroup>
  ),
  icon: (
    <InputGroup startElement={SEARCH_ICON} startElementProps={{ ...EXTRACTED, pointerEvents: 'none' }}>
      <Input />
    </InputGroup>
  ),
  input: (
    <InputGroup startElement={SEARCH_ICON}>
      <Input
        {...EXTRACTED}
        bg="white"
        borderColor="brand.200"
        _focusVisible={{ borderColor: 'brand.500', outline: '2px solid', outlineColor: 'brand.300' }}
      />
    </InputGroup>
  ),
} satisfies ExtractedStyles;
