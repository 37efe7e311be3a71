import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ReturnPhotoStorage } from '../../../ports/ReturnPhotoStorage';
import type { RootStore } from '../../app/stores/RootStore';

/** Where a return photo stands for this page: being opened, shown at an address, or not to be shown. */
export type ReturnPhotoView =
  { state: 'opening' } | { state: 'shown'; address: string } | { state: 'failed' };

const OPENING: ReturnPhotoView = { state: 'opening' };

/**
 * The return photos shown this session (the shopper's order page, the staff's Returns screen): each opened once
 * through ReturnPhotoStorage with the reader's sign-in, then kept by name; one that failed is tried again on the
 * next `open`.
 */
export class ReturnPhotoViewer {
  readonly #views = observable.map<string, ReturnPhotoView>();

  constructor(private readonly storage: ReturnPhotoStorage) {
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  viewOf(name: string): ReturnPhotoView {
    return this.#views.get(name) ?? OPENING;
  }

  /** Opens the photos of `names` not shown nor opening yet. */
  open(names: readonly string[]): void {
    for (const name of names) {
      const view = this.#views.get(name);
      if (view && view.state !== 'failed') continue;
      this.#views.set(name, OPENING);
      this.storage.open(name).then(
        (address) => runInAction(() => this.#views.set(name, { state: 'shown', address })),
        (error: unknown) => {
          console.error(error);
          runInAction(() => this.#views.set(name, { state: 'failed' }));
        },
      );
    }
  }
}

/** The session's viewer, made on first use: its module loads with the pages that show return photos. */
export const returnPhotoViewerOf = (root: RootStore): ReturnPhotoViewer =>
  root.pageStore('returnPhotos', () => new ReturnPhotoViewer(root.ports.returnPhotos));
