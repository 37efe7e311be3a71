import { type ChangeEvent, useCallback } from 'react';
import { Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { RETURN_PHOTOS_MAX } from '../../../domain/afterSales/ReturnRequest';
import type { ReturnPhotosStore } from '../../shared/stores/ReturnPhotosStore';

const THUMBNAIL_PX = 80;

/** A picked photo's preview: an object URL of its bytes for as long as the image is on the page. */
function PickedThumbnail({ blob, alt }: { blob: Blob; alt: string }) {
  const show = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <Image
      ref={show}
      alt={alt}
      htmlWidth={THUMBNAIL_PX}
      htmlHeight={THUMBNAIL_PX}
      w={`${THUMBNAIL_PX}px`}
      h={`${THUMBNAIL_PX}px`}
      objectFit="cover"
      rounded="md"
      bg="gray.100"
    />
  );
}

/**
 * 'Photos of the damage (up to 4)' in the return dialog: files from the phone or computer (a phone offers its
 * camera too), each resized as it is picked and shown with a button to remove it; what could not be added is said
 * under the field. They are stored when the request is sent (OrderReturnsStore.request).
 */
export const ReturnPhotoPicker = observer(function ReturnPhotoPicker({
  photos,
  disabled,
}: {
  photos: ReturnPhotosStore;
  /** The request is being sent. */
  disabled: boolean;
}) {
  const chosen = (event: ChangeEvent<HTMLInputElement>): void => {
    const files = Array.from(event.target.files ?? []);
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (files.length > 0) void photos.pick(files);
  };
  const count = photos.picked.length;
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Photos of the damage (up to {RETURN_PHOTOS_MAX})</Field.Label>
      <Input type="file" accept="image/*" multiple onChange={chosen} py="1.5" height="auto" />
      <Field.HelperText aria-live="polite">
        {photos.busy
          ? `Preparing ${photos.pending === 1 ? 'a photo' : `${photos.pending} photos`}…`
          : `Optional. ${count} of ${RETURN_PHOTOS_MAX} added; each is made smaller before it is sent.`}
      </Field.HelperText>
      {count > 0 ? (
        <HStack as="ul" gap="3" flexWrap="wrap" listStyleType="none" m="0" p="0" aria-label="Photos to send">
          {photos.picked.map(({ key, fileName, photo }, index) => (
            <Stack as="li" key={key} gap="1" align="center">
              <PickedThumbnail blob={photo.full} alt={`Photo ${index + 1}: ${fileName}`} />
              <Button
                size="xs"
                variant="outline"
                aria-label={`Remove photo ${index + 1}`}
                disabled={disabled}
                onClick={() => photos.remove(key)}
              >
                Remove
              </Button>
            </Stack>
          ))}
        </HStack>
      ) : null}
      {photos.problems.length > 0 ? (
        <Stack gap="1" role="alert" color="red.700" fontSize="sm">
          {photos.problems.map((problem, index) => (
            <Text key={`${index}:${problem}`}>{problem}</Text>
          ))}
        </Stack>
      ) : null}
    </Field.Root>
  );
});
