import { fail, ok, type Result } from '../shared/Result';

/** Where an uploaded photo is kept: storage.rules allow writes under these two folders only. */
export type PhotoFolder = 'products' | 'banners';

/** The largest stored photo (either version), as storage.rules allow it: 5 MB. */
export const MAX_STORED_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * The largest file the forms accept. It is resized before upload, so a phone's 12-megapixel photo (3–10 MB) is
 * welcome; beyond this a browser may run out of memory decoding it.
 */
export const MAX_SOURCE_PHOTO_BYTES = 25 * 1024 * 1024;

export type PhotoFileError =
  { code: 'PHOTO.NOT_IMAGE'; name: string } | { code: 'PHOTO.TOO_LARGE'; name: string; limitMb: number };

/** What the forms check of a chosen file before reading it: a picture (image/*), of at most MAX_SOURCE_PHOTO_BYTES. */
export const checkPhotoFile = (file: {
  name: string;
  type: string;
  size: number;
}): Result<true, PhotoFileError> => {
  if (!/^image\/[\w.+-]+$/i.test(file.type)) return fail({ code: 'PHOTO.NOT_IMAGE', name: file.name });
  if (file.size > MAX_SOURCE_PHOTO_BYTES) {
    return fail({ code: 'PHOTO.TOO_LARGE', name: file.name, limitMb: MAX_SOURCE_PHOTO_BYTES / 1024 / 1024 });
  }
  return ok(true);
};

/** What storage.rules accept as a stored photo: a picture (image/*) of at most MAX_STORED_PHOTO_BYTES, not empty. */
export const isStorablePhoto = (blob: { type: string; size: number }): boolean =>
  /^image\/[\w.+-]+$/i.test(blob.type) && blob.size > 0 && blob.size <= MAX_STORED_PHOTO_BYTES;
