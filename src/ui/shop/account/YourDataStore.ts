import { recentlyViewedStoreOf } from '../product/RecentlyViewedStore';
import { makeAutoObservable, runInAction } from 'mobx';
import { DELETE_ACCOUNT, YOUR_DATA } from './privacyTexts';
import type { AddressBookRepository } from '../../../ports/AddressBookRepository';
import type { AlertRepository } from '../../../ports/AlertRepository';
import type { AuthService, SignInMethod } from '../../../ports/AuthService';
import type { Clock } from '../../../ports/Clock';
import type { ComplaintRepository } from '../../../ports/ComplaintRepository';
import type { OrderErasureRepository } from '../../../ports/OrderErasureRepository';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { ReviewRepository } from '../../../ports/ReviewRepository';
import type { UserRepository } from '../../../ports/UserRepository';
import { authFailure } from './authFailure';
import { networkStatusOf } from '../../shared/stores/NetworkStatusStore';
import type { RootStore } from '../../app/stores/RootStore';

/** Saves a finished file; the page passes the browser download, tests a recorder. */
export type SaveFile = (fileName: string, text: string) => void;

const saveInBrowser: SaveFile = (fileName, text) =>
  void import('../../shared/format/downloadFile').then(({ downloadFile }) =>
    downloadFile(fileName, text, 'application/json'),
  );

/** The ports the shopper's own data goes through. */
export interface YourDataPorts {
  auth: AuthService;
  users: UserRepository;
  addressBooks: AddressBookRepository;
  orders: OrderRepository;
  orderErasure: OrderErasureRepository;
  reviews: ReviewRepository;
  complaints: ComplaintRepository;
  alerts: AlertRepository;
  clock: Clock;
}

/**
 * The profile's 'Your data' (DPDP Act 2023): a copy of the shopper's data as a file, and the deletion of their
 * account. Every step of a deletion can be done again without harm, and the sign-in account goes last, so an attempt
 * stopped anywhere (a network failure, the service asking the shopper to prove who they are again) is finished by
 * the next one; until then the shopper can still sign in to finish it.
 */
export class YourDataStore {
  downloading = false;
  downloadError: string | null = null;
  deleting = false;
  deleteError: string | null = null;
  /** The sign-in service wants the shopper to prove who they are before it deletes the account: by this method. */
  reauthWith: SignInMethod | null = null;
  readonly #ports: YourDataPorts;
  readonly #root: RootStore;
  readonly #save: SaveFile;

  constructor(ports: YourDataPorts, root: RootStore, save: SaveFile = saveInBrowser) {
    this.#ports = ports;
    this.#root = root;
    this.#save = save;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A member of staff's account keeps its record until the owner takes the role away (firestore.rules). */
  get holdsStaffRole(): boolean {
    const { profile } = this.#root.session;
    return this.#root.session.isAdmin || (profile !== null && profile.role !== 'user');
  }

  /** Reads the signed-in shopper's own data through the ports and saves it as one JSON file; true when saved. */
  async download(): Promise<boolean> {
    const user = this.#root.session.user;
    if (!user) return false;
    this.downloading = true;
    this.downloadError = null;
    const { users, addressBooks, orders, reviews, complaints, clock } = this.#ports;
    try {
      // The file's shape loads with the first download, not with every page that offers one.
      const { MAX_EXPORTED_ORDERS, personalDataExport, personalDataFileName, personalDataJson } =
        await import('../../../domain/accounts/PersonalDataExport');
      const [profile, addressBook, ownOrders, ownReviews, ownComplaints] = await Promise.all([
        users.get(user.uid),
        addressBooks.get(user.uid),
        orders.listByUser(user.uid, MAX_EXPORTED_ORDERS),
        reviews.listByAuthor(user.uid),
        complaints.listMine(user.uid),
      ]);
      const exportedAt = clock.now();
      const data = personalDataExport({
        uid: user.uid,
        email: user.email,
        profile,
        addressBook,
        orders: ownOrders,
        reviews: ownReviews,
        complaints: ownComplaints,
        exportedAt,
      });
      this.#save(personalDataFileName(exportedAt), personalDataJson(data));
      return true;
    } catch (error) {
      console.error('Could not gather the shopper’s data', error);
      runInAction(() => (this.downloadError = YOUR_DATA.downloadFailed));
      return false;
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  /**
   * Deletes the signed-in shopper's account, in an order a retry can always finish: their orders marked as kept for
   * tax records only, their name taken off their reviews, their address book, alerts and record deleted, and last the
   * sign-in itself; then this browser forgets their cart and wishlist and signs out. True when deleted; false with
   * `reauthWith` set when the service first wants them to prove who they are (confirmIdentity), else with
   * `deleteError`.
   */
  async deleteAccount(): Promise<boolean> {
    const uid = this.#root.session.user?.uid;
    if (!uid || this.holdsStaffRole || this.#refusesOffline()) return false;
    const { auth, users, addressBooks, orderErasure, reviews, alerts } = this.#ports;
    this.deleting = true;
    this.deleteError = null;
    try {
      await orderErasure.requestErasure(uid);
      await reviews.anonymizeAuthor(uid);
      await addressBooks.remove(uid);
      await Promise.all((await alerts.listMine(uid)).map((alert) => alerts.remove(alert.id)));
      await users.remove(uid);
      const deleted = await auth.deleteAccount();
      if (!deleted.ok) {
        runInAction(() => (this.reauthWith = auth.signInMethod() ?? 'password'));
        return false;
      }
      runInAction(() => {
        this.reauthWith = null;
        this.#root.cart.clear();
        this.#root.wishlist.clear();
        this.#root.compare.clear();
        recentlyViewedStoreOf(this.#root).clear();
      });
      await this.#root.session.signOut();
      return true;
    } catch (error) {
      console.error('Could not delete the account', error);
      runInAction(() => (this.deleteError = DELETE_ACCOUNT.failed));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }

  /**
   * The shopper proves who they are (their password, or the Google popup when `password` is null), then the deletion
   * runs again from the start; a wrong password says so and deletes nothing.
   */
  async confirmIdentity(password: string | null): Promise<boolean> {
    if (this.#refusesOffline()) return false;
    this.deleting = true;
    this.deleteError = null;
    try {
      if (password === null) await this.#ports.auth.reauthenticateWithGoogle();
      else await this.#ports.auth.reauthenticate(password);
    } catch (error) {
      runInAction(() => {
        this.deleteError = authFailure(error).message;
        this.deleting = false;
      });
      return false;
    }
    return this.deleteAccount();
  }

  /** Offline, neither the deletion nor the password step starts: the dialog says why and keeps what was typed. */
  #refusesOffline(): boolean {
    return networkStatusOf(this.#root).refusesOffline({ error: (message) => (this.deleteError = message) });
  }

  /** Back to the start, as when the dialog closes. */
  reset(): void {
    this.deleteError = null;
    this.reauthWith = null;
  }
}

/** A fresh store for each profile visit (used through useScreenStore). */
export const createYourDataStore = (root: RootStore, save?: SaveFile): YourDataStore =>
  new YourDataStore(
    {
      auth: root.ports.auth,
      users: root.ports.users,
      addressBooks: root.ports.addressBooks,
      orders: root.ports.orders,
      orderErasure: root.ports.orderErasure,
      reviews: root.ports.reviews,
      complaints: root.ports.complaints,
      alerts: root.ports.alerts,
      clock: root.ports.clock,
    },
    root,
    save,
  );
