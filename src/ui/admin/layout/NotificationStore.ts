import { makeAutoObservable } from 'mobx';
import {
  addNotification,
  clearNotifications,
  markAllRead,
  markRead,
  removeNotification,
  unreadBadgeText,
  unreadCount,
  type AppNotification,
  type NotificationList,
} from '../../../domain/staff/Notifications';
import type { RootStore } from '../../app/stores/RootStore';

type ArrivalListener = (notification: AppNotification) => void;

/**
 * Admin notifications, in memory only (docs/behaviour.md#admin-notifications), kept for the session by `notificationStoreOf`. New orders arrive
 * from a feed of orders created after the feed started (docs/architecture.md#bounded-reads): an idle admin reads nothing.
 */
export class NotificationStore {
  list: NotificationList = [];
  /**
   * Where the new-order feed got to: leaving the admin area and coming back resumes after the last order seen (or
   * the moment the admin session started) instead of missing or repeating orders.
   */
  feedPosition: string | null = null;
  readonly #arrivalListeners = new Set<ArrivalListener>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  feedReached(at: string): void {
    if (this.feedPosition === null || at > this.feedPosition) this.feedPosition = at;
  }

  get unreadCount(): number {
    return unreadCount(this.list);
  }

  /** '' for none, the number, or '99+'. */
  get badgeText(): string {
    return unreadBadgeText(this.unreadCount);
  }

  add(notification: Omit<AppNotification, 'read'>): void {
    const before = this.list;
    this.list = addNotification(this.list, notification);
    if (this.list !== before) {
      const added = this.list[0];
      if (added) this.#arrivalListeners.forEach((listener) => listener(added));
    }
  }

  markRead(id: string): void {
    this.list = markRead(this.list, id);
  }

  markAllRead(): void {
    this.list = markAllRead(this.list);
  }

  remove(id: string): void {
    this.list = removeNotification(this.list, id);
  }

  clear(): void {
    this.list = clearNotifications();
  }

  /** Hears each notification as it is added (the admin layout shows a 4-second toast). */
  onArrival(listener: ArrivalListener): () => void {
    this.#arrivalListeners.add(listener);
    return () => this.#arrivalListeners.delete(listener);
  }
}

/** The session's admin notifications, made when the panel first needs them (its code stays out of the shop's). */
export const notificationStoreOf = (root: RootStore): NotificationStore =>
  root.pageStore('notifications', () => new NotificationStore());
