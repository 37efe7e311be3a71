import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus, LuX } from 'react-icons/lu';
import type { ListField, ProductEditorStore } from '../ProductEditorStore';

/** Rows of text for tags or features, with add and remove. */
export const StringListField = observer(function StringListField({
  store,
  field,
  label,
  itemLabel,
  placeholder,
}: {
  store: ProductEditorStore;
  field: Exclude<ListField, 'images'>;
  label: string;
  itemLabel: string;
  placeholder: string;
}) {
  const items = store.form[field];
  const error = store.error(field);
  return (
    // A fieldset, not a Field: a Field would give every input inside it the same id.
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {label}
      </Text>
      <Stack gap="2" w="full">
        {items.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            None yet.
          </Text>
        ) : null}
        {items.map((item, index) => (
          <HStack key={index} gap="2">
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              placeholder={placeholder}
              onChange={(event) => store.setListItem(field, index, event.target.value)}
              bg="white"
            />
            <IconButton
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              variant="ghost"
              size="sm"
              onClick={() => store.removeListItem(field, index)}
            >
              <LuX aria-hidden />
            </IconButton>
          </HStack>
        ))}
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => store.addListItem(field)}>
          <LuPlus aria-hidden /> Add {itemLabel.toLowerCase()}
        </Button>
      </Stack>
      {error ? (
        <Text color="red.700" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
});
