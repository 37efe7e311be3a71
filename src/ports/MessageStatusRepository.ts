import type { MessageStatus } from '../domain/messages/MessageStatus';

/** Whether the shop's messages go out, and those it gave up on (docs/architecture.md#messages); staff only. */
export interface MessageStatusRepository {
  get(): Promise<MessageStatus>;
}
