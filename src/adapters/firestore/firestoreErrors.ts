import { RepositoryError } from '../../domain/shared/errors';

const codeOf = (error: unknown): string =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';

export const isPermissionDenied = (error: unknown): boolean => codeOf(error) === 'permission-denied';

export const isNotFound = (error: unknown): boolean => codeOf(error) === 'not-found';

/** Firestore failures as the domain's RepositoryError; our own RepositoryErrors pass through. */
export const toRepositoryError = (error: unknown): RepositoryError => {
  if (error instanceof RepositoryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  switch (codeOf(error)) {
    case 'permission-denied':
    case 'unauthenticated':
      return new RepositoryError('REPO.PERMISSION_DENIED', message);
    case 'not-found':
      return new RepositoryError('REPO.NOT_FOUND', message);
    case 'invalid-argument':
    case 'failed-precondition':
    case 'out-of-range':
      return new RepositoryError('REPO.INVALID', message);
    case 'already-exists':
    case 'aborted':
      return new RepositoryError('REPO.CONFLICT', message);
    default:
      return new RepositoryError('REPO.UNAVAILABLE', message);
  }
};

/** Runs `work`, turning any failure into a RepositoryError. */
export const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toRepositoryError(error);
  }
};
