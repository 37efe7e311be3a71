import { makeAutoObservable, runInAction } from 'mobx';
import {
  ACTIVITY_PAGE_SIZE,
  actorOf,
  type ActivityEntry,
  type ActivityKind,
  type Actor,
} from '../../../domain/staff/Activity';
import { indiaDayStart, nextDay } from '../../../domain/shared/CsvCells';
import type { Page } from '../../../domain/shared/Page';
import type { UserProfile } from '../../../domain/accounts/User';
import type { ActivityLog, ActivityQuery } from '../../../ports/ActivityLog';
import type { RootStore } from '../../app/stores/RootStore';
import { ACTIVITY_TEXT } from '../activity/activityText';
import { CursorPager } from '../common/CursorPager';

/** The filters of /admin/activity as the page holds them: '' is "any"; days are India days (YYYY-MM-DD). */
export interface ActivityFilters {
  byUid: string;
  kind: ActivityKind | '';
  fromDay: string;
  toDay: string;
}

/** Someone the person filter offers. */
export interface ActivityPerson {
  uid: string;
  name: string;
  /** The signed-in owner. */
  self: boolean;
}

const NO_FILTERS: ActivityFilters = { byUid: '', kind: '', fromDay: '', toDay: '' };
const NOTHING: Page<ActivityEntry> = { items: [], nextCursor: null };

const nameOf = (user: UserProfile): string => user.name || user.displayName || user.email || user.uid;

/**
 * The owner's activity log: entries newest first in keyset pages, filtered by person, kind and a range of India
 * days (both ends inclusive). Changing a filter reads from the first page again.
 */
export class AdminActivityStore {
  filters: ActivityFilters = NO_FILTERS;
  /** The staff the person filter offers, as listStaff returned them. */
  staff: UserProfile[] = [];
  readonly pager: CursorPager<ActivityEntry>;
  readonly #log: ActivityLog;
  readonly #listStaff: () => Promise<UserProfile[]>;
  readonly #self: () => Actor | null;

  constructor(
    log: ActivityLog,
    listStaff: () => Promise<UserProfile[]>,
    self: () => Actor | null,
    readonly pageSize = ACTIVITY_PAGE_SIZE,
  ) {
    this.#log = log;
    this.#listStaff = listStaff;
    this.#self = self;
    this.pager = new CursorPager((cursor) => this.#read(cursor), ACTIVITY_TEXT.loadFailed);
    // The pager is a store of its own, fixed for this store's life: nothing to observe in the reference.
    makeAutoObservable(this, { pager: false }, { autoBind: true });
  }

  get entries(): ActivityEntry[] {
    return this.pager.items;
  }

  /** The query the filters make, without its page; null when the days run backwards (nothing can match). */
  get query(): Omit<ActivityQuery, 'pageSize' | 'cursor'> | null {
    const { byUid, kind, fromDay, toDay } = this.filters;
    const from = fromDay ? indiaDayStart(fromDay) : null;
    // The last day counts whole: the range ends where the next India day begins.
    const to = toDay && indiaDayStart(toDay) ? indiaDayStart(nextDay(toDay)) : null;
    if (from && to && from >= to) return null;
    return {
      ...(byUid ? { byUid } : {}),
      ...(kind ? { kind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  }

  /** Why no entry can match the days chosen, or null. */
  get rangeProblem(): string | null {
    return this.query === null ? ACTIVITY_TEXT.backwardsRange : null;
  }

  get filtered(): boolean {
    const { byUid, kind, fromDay, toDay } = this.filters;
    return Boolean(byUid || kind || fromDay || toDay);
  }

  get emptyText(): string {
    return this.filtered ? ACTIVITY_TEXT.emptyFiltered : ACTIVITY_TEXT.emptyAll;
  }

  /** The staff by name, with the signed-in owner even when the staff list leaves them out (or failed to load). */
  get people(): ActivityPerson[] {
    const self = this.#self();
    const people: ActivityPerson[] = this.staff.map((user) => ({
      uid: user.uid,
      name: nameOf(user),
      self: user.uid === self?.uid,
    }));
    if (self && !people.some((person) => person.self)) people.push({ ...self, self: true });
    return people.sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
  }

  /** Reads the first page and the staff for the person filter. */
  async open(): Promise<void> {
    await Promise.all([this.pager.firstPage(), this.loadStaff()]);
  }

  async loadStaff(): Promise<void> {
    try {
      const staff = await this.#listStaff();
      runInAction(() => (this.staff = staff));
    } catch (error) {
      // The filter still offers everyone and the owner; the log itself is unaffected.
      console.error(error);
    }
  }

  setPerson(byUid: string): void {
    this.#filter({ byUid });
  }

  setKind(kind: ActivityKind | ''): void {
    this.#filter({ kind });
  }

  setFromDay(fromDay: string): void {
    this.#filter({ fromDay });
  }

  setToDay(toDay: string): void {
    this.#filter({ toDay });
  }

  clearFilters(): void {
    this.#filter(NO_FILTERS);
  }

  #filter(change: Partial<ActivityFilters>): void {
    this.filters = { ...this.filters, ...change };
    void this.pager.firstPage();
  }

  #read(cursor: string | null): Promise<Page<ActivityEntry>> {
    const query = this.query;
    if (!query) return Promise.resolve(NOTHING);
    return this.#log.list({ ...query, pageSize: this.pageSize, cursor });
  }
}

/** A fresh store for each visit to the Activity screen (used through useScreenStore). */
export const createAdminActivityStore = (root: RootStore): AdminActivityStore => {
  const users = root.ports.users;
  return new AdminActivityStore(
    root.ports.activity,
    () => users.listStaff(),
    () => actorOf(root.session.user),
  );
};
