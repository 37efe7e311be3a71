import { useId, type KeyboardEvent } from 'react';
import { Box, Button, Field, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowDown, LuArrowUp, LuGripVertical, LuPlus, LuX } from 'react-icons/lu';
import { isValidBannerImageUrl } from '../../../../domain/storefront/BannerForm';
import { cardPictureUrl } from '../../../../domain/catalogue/CardPicture';
import { MAX_PRODUCT_IMAGES } from '../../../../domain/catalogue/ProductFormValidation';
import { fieldDescription } from '../../../shared/hooks/useFieldDescription';
import { useMoveFocus, type MoveControl } from '../../common/useMoveFocus';
import { usePointerReorder } from '../../common/usePointerReorder';
import type { ProductEditorStore } from '../ProductEditorStore';
import { AdminImage } from '../../common/AdminImage';
import { PhotoPicker } from '../PhotoPicker';

const pictureName = (index: number): string => (index === 0 ? 'main image' : `image ${index + 1}`);

/**
 * The product's pictures, the first being the main image: uploaded photos and pasted addresses alike, each with a
 * preview (placeholder when empty, wrong or failing), dragged by the handle or moved with the buttons or the arrow
 * keys, and removed.
 */
export const ImagesField = observer(function ImagesField({ store }: { store: ProductEditorStore }) {
  const { images } = store.form;
  const listError = store.error('images');
  const { drag, handleProps, rowRef } = usePointerReorder(store.moveImage);
  const moveFocus = useMoveFocus(images.length);
  const fieldId = useId();
  const moveImage = (from: number, to: number, control: MoveControl): void => {
    store.moveImage(from, to);
    moveFocus.moved(control, to);
  };
  const onHandleKey =
    (index: number) =>
    (event: KeyboardEvent): void => {
      const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : -1;
      if (to < 0 || to >= images.length) return;
      event.preventDefault();
      moveImage(index, to, 'handle');
    };
  return (
    <Stack gap="3">
      <Box
        as="ol"
        ref={moveFocus.listRef}
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap="3"
        aria-label="Product pictures"
      >
        {images.map((url, index) => {
          const error = store.error(`images.${index}`);
          const description = fieldDescription(`${fieldId}-${index}`, {
            error: error !== undefined,
            helper: false,
          });
          const trimmed = url.trim();
          const name = pictureName(index);
          const dragRole = drag?.from === index ? 'source' : drag?.over === index ? 'target' : null;
          return (
            <Flex
              as="li"
              key={index}
              ref={rowRef(index)}
              data-testid="product-image-row"
              gap="2"
              align="start"
              wrap="wrap"
              p="2"
              rounded="md"
              borderWidth="1px"
              borderStyle={dragRole === 'target' ? 'dashed' : 'solid'}
              borderColor={dragRole ? 'brand.500' : 'transparent'}
              bg={dragRole === 'target' ? 'brand.50' : undefined}
              opacity={dragRole === 'source' ? 0.6 : 1}
            >
              <HStack gap="1" flexShrink={0}>
                <IconButton
                  aria-label={`Drag to reorder the ${name} (or use the arrow keys)`}
                  variant="ghost"
                  size="sm"
                  cursor={dragRole === 'source' ? 'grabbing' : 'grab'}
                  touchAction="none"
                  disabled={images.length < 2}
                  {...moveFocus.controlProps('handle', index)}
                  onKeyDown={onHandleKey(index)}
                  {...handleProps(index)}
                >
                  <LuGripVertical aria-hidden />
                </IconButton>
                <AdminImage
                  src={trimmed && isValidBannerImageUrl(trimmed) ? cardPictureUrl(trimmed) : ''}
                  alt={index === 0 ? 'Main image preview' : `Image ${index + 1} preview`}
                  width={72}
                  height={72}
                  rounded="md"
                  flexShrink={0}
                  loading="eager"
                />
              </HStack>
              <Field.Root
                ids={description.ids}
                invalid={error !== undefined}
                flex="1"
                minW={{ base: 'full', sm: '12rem' }}
                order={{ base: 3, sm: 0 }}
              >
                <Field.Label>{index === 0 ? 'Main image URL' : `Image ${index + 1} URL`}</Field.Label>
                <Input
                  aria-describedby={description.describedBy}
                  value={url}
                  inputMode="url"
                  placeholder="https://… .jpg or /images/…"
                  onChange={(event) => store.setListItem('images', index, event.target.value)}
                  bg="white"
                />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
              </Field.Root>
              <HStack gap="0" ms="auto" flexShrink={0}>
                <IconButton
                  aria-label={`Move the ${name} up`}
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  {...moveFocus.controlProps('up', index)}
                  onClick={() => moveImage(index, index - 1, 'up')}
                >
                  <LuArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Move the ${name} down`}
                  variant="ghost"
                  size="sm"
                  disabled={index === images.length - 1}
                  {...moveFocus.controlProps('down', index)}
                  onClick={() => moveImage(index, index + 1, 'down')}
                >
                  <LuArrowDown aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Remove image ${index + 1}`}
                  variant="ghost"
                  size="sm"
                  onClick={() => store.removeListItem('images', index)}
                >
                  <LuX aria-hidden />
                </IconButton>
              </HStack>
            </Flex>
          );
        })}
      </Box>
      {listError ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <PhotoPicker
        folder="products"
        multiple
        room={store.imageRoom}
        max={MAX_PRODUCT_IMAGES}
        onStored={store.addImage}
      >
        <Button
          size="sm"
          variant="outline"
          disabled={images.length >= MAX_PRODUCT_IMAGES}
          onClick={() => store.addListItem('images')}
        >
          <LuPlus aria-hidden /> Add image URL
        </Button>
      </PhotoPicker>
    </Stack>
  );
});
