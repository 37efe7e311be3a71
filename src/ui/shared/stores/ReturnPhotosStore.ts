import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { photoErrorCode } from '../../../domain/photos/PhotoError';
import { checkPhotoFile } from '../../../domain/photos/PhotoFile';
import { RETURN_PHOTOS_MAX } from '../../../domain/afterSales/ReturnRequest';
import { returnPhotoProblemOf, returnPhotosTooMany } from '../../../domain/afterSales/returnMessages';
import type { PhotoResizer } from '../../../ports/PhotoResizer';
import type { ResizedPhoto } from '../../../ports/PhotoStorage';
import type { ReturnPhotoStorage } from '../../../ports/ReturnPhotoStorage';
import type { RootStore } from '../../app/stores/RootStore';

/** A photo the shopper picked, resized; `stored` is its name once it has been stored. */
export interface PickedPhoto {
  readonly key: number;
  readonly fileName: string;
  readonly photo: ResizedPhoto;
  readonly stored: string | null;
}

/** The photos stored for a request, or why one could not be. */
export type StoredPhotos = { ok: true; names: string[] } | { ok: false; message: string };

/**
 * The photos of the damage picked in 'Request a return': each checked and resized as it is picked (at most
 * RETURN_PHOTOS_MAX; a file that could not be added is named with the reason), and stored as the shopper when the
 * request is sent. A photo keeps its name once stored, so sending again after a refusal stores it once.
 */
export class ReturnPhotosStore {
  picked: PickedPhoto[] = [];
  /** Files picked and still being resized. */
  pending = 0;
  /** One sentence per file the last pick could not add. */
  problems: string[] = [];
  #keys = 0;

  constructor(
    private readonly storage: ReturnPhotoStorage,
    private readonly resizer: PhotoResizer,
  ) {
    makeAutoObservable<this, 'storage' | 'resizer'>(
      this,
      { picked: observableRef, storage: false, resizer: false },
      { autoBind: true },
    );
  }

  /** How many more photos may be picked. */
  get room(): number {
    return RETURN_PHOTOS_MAX - this.picked.length - this.pending;
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  /** Adds `files` in order while there is room; the others are refused, saying how many a request takes. */
  async pick(files: readonly File[]): Promise<void> {
    const taken = files.slice(0, Math.max(0, this.room));
    this.problems = files.length > taken.length ? [returnPhotosTooMany(RETURN_PHOTOS_MAX)] : [];
    this.pending += taken.length;
    for (const file of taken) {
      const problem = await this.add(file);
      runInAction(() => {
        this.pending -= 1;
        if (problem) this.problems.push(problem);
      });
    }
  }

  remove(key: number): void {
    this.picked = this.picked.filter((picked) => picked.key !== key);
    this.problems = [];
  }

  /** Stores, as `userId`, the photos not stored yet, in order: all their names, or why one could not be stored. */
  async store(userId: string): Promise<StoredPhotos> {
    for (const { key, fileName, photo, stored } of this.picked) {
      if (stored) continue;
      try {
        const name = await this.storage.upload(userId, photo);
        runInAction(() => {
          this.picked = this.picked.map((picked) =>
            picked.key === key ? { ...picked, stored: name } : picked,
          );
        });
      } catch (error) {
        console.error(error);
        return { ok: false, message: returnPhotoProblemOf({ code: photoErrorCode(error), name: fileName }) };
      }
    }
    return { ok: true, names: this.picked.flatMap((picked) => (picked.stored ? [picked.stored] : [])) };
  }

  clear(): void {
    this.picked = [];
    this.problems = [];
  }

  private async add(file: File): Promise<string | null> {
    const checked = checkPhotoFile(file);
    if (!checked.ok) return returnPhotoProblemOf(checked.error);
    try {
      const photo = await this.resizer.resize(file);
      runInAction(() => {
        this.picked = [...this.picked, { key: ++this.#keys, fileName: file.name, photo, stored: null }];
      });
      return null;
    } catch (error) {
      console.error(error);
      return returnPhotoProblemOf({ code: photoErrorCode(error), name: file.name });
    }
  }
}

/** A fresh set of picked photos for each 'Request a return' dialog (used through useScreenStore). */
export const createReturnPhotosStore = (root: RootStore): ReturnPhotosStore =>
  new ReturnPhotosStore(root.ports.returnPhotos, root.ports.photoResizer);
