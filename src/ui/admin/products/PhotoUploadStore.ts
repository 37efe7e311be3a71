import { makeAutoObservable, runInAction } from 'mobx';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { checkPhotoFile, type PhotoFolder } from '../../../domain/photos/PhotoFile';
import { photoErrorCode } from '../../../domain/photos/PhotoError';
import type { PhotoResizer } from '../../../ports/PhotoResizer';
import type { PhotoStorage } from '../../../ports/PhotoStorage';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';

/**
 * Photos from the owner's computer or camera for one form: each file is checked, resized in the browser and stored;
 * a refused or failed file is named with the reason, the others go on, and nothing else of the form changes.
 */
export class PhotoUploadStore {
  /** Files chosen and not yet stored or refused. */
  pending = 0;
  /** One sentence per file that could not be added by the last choice. */
  problems: string[] = [];
  /** How many files the last choice added. */
  stored = 0;
  readonly #storage: PhotoStorage;
  readonly #resizer: PhotoResizer;
  readonly #network: NetworkGuard;

  constructor(
    storage: PhotoStorage,
    resizer: PhotoResizer,
    readonly folder: PhotoFolder,
    network: NetworkGuard,
  ) {
    this.#storage = storage;
    this.#resizer = resizer;
    this.#network = network;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  /**
   * Adds `files` in order, at most `room` of them (the others are refused with PHOTO.TOO_MANY, `max` being the
   * form's limit): `add` receives each stored photo's address as soon as it is stored.
   */
  async upload(
    files: readonly File[],
    add: (url: string) => void,
    { room = Infinity, max = room }: { room?: number; max?: number } = {},
  ): Promise<void> {
    const taken = files.slice(0, Math.max(0, room));
    this.problems = files.length > taken.length ? [adminMessageFor('PHOTO.TOO_MANY', { max })] : [];
    this.stored = 0;
    if (this.#network.refusesOffline({ error: (message) => (this.problems = [message]) })) return;
    this.pending += taken.length;
    for (const file of taken) {
      const checked = checkPhotoFile(file);
      if (!checked.ok) {
        const { error } = checked;
        this.settle(
          error.code === 'PHOTO.TOO_LARGE'
            ? adminMessageFor(error.code, error)
            : adminMessageFor(error.code, { name: error.name }),
        );
        continue;
      }
      try {
        const url = await this.#storage.upload(this.folder, await this.#resizer.resize(file));
        runInAction(() => {
          add(url);
          this.stored += 1;
        });
        this.settle(null);
      } catch (error) {
        console.error(error);
        this.settle(adminMessageFor(photoErrorCode(error), { name: file.name }));
      }
    }
  }

  private settle(problem: string | null): void {
    this.pending -= 1;
    if (problem) this.problems.push(problem);
  }
}

/** A fresh uploader for each form that offers photos (the product form's pictures, the banner form's image). */
export const createPhotoUploadStore = (root: RootStore, folder: PhotoFolder): PhotoUploadStore =>
  new PhotoUploadStore(root.ports.photos, root.ports.photoResizer, folder, networkStatusOf(root));
