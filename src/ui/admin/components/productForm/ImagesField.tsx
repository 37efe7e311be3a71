import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus, LuX } from 'react-icons/lu';
import { isValidBannerImageUrl } from '../../../../domain/BannerForm';
import { MAX_PRODUCT_IMAGES } from '../../../../domain/ProductFormValidation';
import type { ProductEditorStore } from '../../stores/ProductEditorStore';
import { AdminImage } from '../AdminImage';

/** Image URLs with a live preview each (placeholder when empty, wrong or failing); the first is the main image. */
export const ImagesField = observer(function ImagesField({ store }: { store: ProductEditorStore }) {
  const { images } = store.form;
  const listError = store.error('images');
  return (
    <Stack gap="3">
      {images.map((url, index) => {
        const error = store.error(`images.${index}`);
        const trimmed = url.trim();
        return (
          <HStack key={index} gap="3" align="start">
            <AdminImage
              src={trimmed && isValidBannerImageUrl(trimmed) ? trimmed : ''}
              alt={index === 0 ? 'Main image preview' : `Image ${index + 1} preview`}
              width={72}
              height={72}
              rounded="md"
              flexShrink={0}
              loading="eager"
            />
            <Field.Root invalid={error !== undefined} flex="1">
              <Field.Label>{index === 0 ? 'Main image URL' : `Image ${index + 1} URL`}</Field.Label>
              <Input
                value={url}
                inputMode="url"
                placeholder="https://… .jpg or /images/…"
                onChange={(event) => store.setListItem('images', index, event.target.value)}
                bg="white"
              />
              {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : null}
            </Field.Root>
            <IconButton
              aria-label={`Remove image ${index + 1}`}
              variant="ghost"
              size="sm"
              mt="7"
              onClick={() => store.removeListItem('images', index)}
            >
              <LuX aria-hidden />
            </IconButton>
          </HStack>
        );
      })}
      {listError ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={images.length >= MAX_PRODUCT_IMAGES}
        onClick={() => store.addListItem('images')}
      >
        <LuPlus aria-hidden /> Add image
      </Button>
    </Stack>
  );
});
