import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCamera, LuUpload } from 'react-icons/lu';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { PhotoFolder } from '../../../domain/photos/PhotoFile';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createPhotoUploadStore } from './PhotoUploadStore';

interface Props {
  folder: PhotoFolder;
  /** Several files at once (the product's pictures) or one (the banner's image). */
  multiple?: boolean;
  /** How many more photos the form takes; none left disables the buttons. */
  room: number;
  /** The form's limit, named when more files are chosen than there is room for. */
  max?: number;
  /** Receives each stored photo's address, in the order chosen. */
  onStored: (url: string) => void;
  /**
   * What a single photo is, for a form with two pickers (the banner's phone picture): it names the buttons
   * ('Upload a phone picture', 'Take a phone picture') and the file inputs' test ids. Default 'photo'.
   */
  subject?: string;
  /** More buttons for the same row (the product form's 'Add image URL'). */
  children?: ReactNode;
}

// Phones and tablets (a coarse pointer) get a button that opens the camera; a desktop's would open the file picker.
const ONLY_ON_TOUCH = { display: 'none', '@media (pointer: coarse)': { display: 'inline-flex' } };

/**
 * 'Upload photos' from the computer or phone, and 'Take a photo' with the phone's back camera: each photo is
 * resized in the browser and stored (PhotoUploadStore); what could not be added is said under the buttons.
 */
export const PhotoPicker = observer(function PhotoPicker({
  folder,
  multiple = false,
  room,
  max,
  onStored,
  subject = 'photo',
  children,
}: Props) {
  const testId = subject === 'photo' ? folder : `${folder}-${subject.replaceAll(' ', '-')}`;
  const uploads = useScreenStore(createPhotoUploadStore, folder);
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = Array.from(event.target.files ?? []);
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (picked.length > 0) void uploads.upload(picked, onStored, { room, max: max ?? room });
  };
  const full = room <= 0;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => files.current?.click()}
          disabled={full || uploads.busy}
        >
          <LuUpload aria-hidden /> {multiple ? 'Upload photos' : `Upload a ${subject}`}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => camera.current?.click()}
          disabled={full || uploads.busy}
          css={ONLY_ON_TOUCH}
        >
          <LuCamera aria-hidden /> Take a {subject}
        </Button>
        {children}
      </HStack>
      <input
        ref={files}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        onChange={chosen}
        data-testid={`${testId}-photo-files`}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={chosen}
        data-testid={`${testId}-photo-camera`}
      />
      <Text fontSize="sm" color="gray.600" aria-live="polite">
        {uploads.busy
          ? `Uploading ${uploads.pending === 1 ? 'a photo' : `${uploads.pending} photos`}…`
          : uploads.stored > 0
            ? adminMessageFor('PHOTO.UPLOADED', { count: uploads.stored })
            : ''}
      </Text>
      {uploads.problems.length > 0 ? (
        <Stack gap="1" role="alert" color="red.700" fontSize="sm">
          {uploads.problems.map((problem, index) => (
            <Text key={`${index}:${problem}`}>{problem}</Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
});
