import { AuthError } from '../../domain/shared/errors';

/**
 * The pretend Google popup of the demo: it "stays open" for `delayMs`, then the user has picked the account.
 * Opening another popup while one is pending cancels the pending one, as Firebase does.
 */
export class FakeGooglePopup {
  private cancelPending: ((error: AuthError) => void) | null = null;

  constructor(private readonly delayMs: number) {}

  /** Resolves when the pretend user has chosen the account; rejects with AUTH.POPUP_CANCELLED when replaced. */
  open(): Promise<void> {
    this.cancelPending?.(new AuthError('AUTH.POPUP_CANCELLED', 'The popup was replaced by a newer one.'));
    return new Promise<void>((resolve, reject) => {
      const cancel = (error: AuthError): void => {
        clearTimeout(timer);
        reject(error);
      };
      const timer = setTimeout(() => {
        if (this.cancelPending === cancel) this.cancelPending = null;
        resolve();
      }, this.delayMs);
      this.cancelPending = cancel;
    });
  }
}
