import type { RootStore } from '../../app/stores/RootStore';

/**
 * Signing out while an admin page shows would make the route guard send the admin to /login?from=/admin/…
 * (logout goes to /: docs/behaviour.md#accounts-and-verification). So logout first leaves for /, and the admin layout signs out as it closes; this remembers the
 * request for the session in between.
 */
export class SignOutRequest {
  private requested = false;

  ask(): void {
    this.requested = true;
  }

  /** Whether a sign-out was asked for; answering clears the request. */
  take(): boolean {
    const requested = this.requested;
    this.requested = false;
    return requested;
  }
}

/** The session's pending admin sign-out; made when the admin panel first needs it. */
export const signOutRequestOf = (root: RootStore): SignOutRequest =>
  root.pageStore('adminSignOut', () => new SignOutRequest());
