import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  messagesState,
  type MessageStatus,
  type MessagesState,
} from '../../../domain/messages/MessageStatus';
import type { Clock } from '../../../ports/Clock';
import type { MessageStatusRepository } from '../../../ports/MessageStatusRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

export const MESSAGE_STATUS_LOAD_FAILED = 'Could not check whether messages go out. Please try again.';

/** The Settings page's word on messages: whether they go out, and those the shop gave up on. */
export class MessageStatusStore {
  status: MessageStatus | null = null;
  state: LoadState = IDLE;
  readonly #repository: MessageStatusRepository;
  readonly #clock: Clock;

  constructor(repository: MessageStatusRepository, clock: Clock) {
    this.#repository = repository;
    this.#clock = clock;
    makeAutoObservable(this, { state: observableRef, status: observableRef }, { autoBind: true });
  }

  /** Null until loaded. */
  get messages(): MessagesState | null {
    return this.status ? messagesState(this.status, this.#clock.now()) : null;
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const status = await this.#repository.get();
      runInAction(() => {
        this.status = status;
        this.state = LOADED;
      });
    } catch {
      runInAction(() => (this.state = failed(MESSAGE_STATUS_LOAD_FAILED)));
    }
  }
}

export const createMessageStatusStore = (root: RootStore): MessageStatusStore =>
  new MessageStatusStore(root.ports.messageStatus, root.ports.clock);
