import type { AppConfig } from '../../../ports/AppConfig';
import type { DemoControls } from '../../../ports/DemoControls';
import type { DemoInbox } from '../../../ports/DemoInbox';

/**
 * The demo shop of the memory backend (docs/behaviour.md#the-demo): whether its demo accounts exist, and its demo-only services,
 * which the firebase backend does not have (undefined there). Nothing here changes, so nothing is observable.
 */
export class DemoStore {
  constructor(
    private readonly config: AppConfig,
    /** Where the demo backend's e-mails land (verification and password-reset links). */
    readonly inbox: DemoInbox | undefined,
    /** "Reset demo data". */
    readonly controls: DemoControls | undefined,
  ) {}

  /** The demo accounts of docs/behaviour.md#the-demo exist only on the in-memory backend. */
  get hasDemoAccounts(): boolean {
    return this.config.backend === 'memory';
  }
}
