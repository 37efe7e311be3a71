/** Why a photo could not be read or kept; the admin forms word each one (adminMessages 'PHOTO.*'). */
export type PhotoErrorCode =
  | 'PHOTO.UNREADABLE'
  | 'PHOTO.STORED_TOO_LARGE'
  | 'PHOTO.UNAVAILABLE'
  | 'PHOTO.NOT_SERVED_YET'
  | 'PHOTO.DENIED'
  | 'PHOTO.QUOTA'
  | 'PHOTO.UPLOAD_FAILED';

/** Thrown by the PhotoResizer and PhotoStorage adapters. `message` keeps the underlying cause for the console. */
export class PhotoError extends Error {
  override readonly name = 'PhotoError';
  constructor(
    readonly code: PhotoErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The code of a PhotoError, or 'PHOTO.UPLOAD_FAILED' for anything else thrown. */
export const photoErrorCode = (error: unknown): PhotoErrorCode =>
  error instanceof Error && error.name === 'PhotoError' ? (error as PhotoError).code : 'PHOTO.UPLOAD_FAILED';
