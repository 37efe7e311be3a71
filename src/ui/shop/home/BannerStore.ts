import { makeAutoObservable, observableRef, observableStruct } from 'mobx';
import type { Banner } from '../../../domain/storefront/Banner';
import { messageFor } from '../../../domain/text/messages';
import type { BannerRepository } from '../../../ports/BannerRepository';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/** The active banners of the home page, live (one listener: no extra read before it). */
export class BannerStore {
  banners: Banner[] = [];
  state: LoadState = LOADING;
  readonly #repository: BannerRepository;

  constructor(repository: BannerRepository) {
    this.#repository = repository;
    makeAutoObservable(this, { banners: observableStruct, state: observableRef }, { autoBind: true });
  }

  start(): () => void {
    return this.#repository.subscribeActive(this.receive, this.fail);
  }

  receive(banners: Banner[]): void {
    this.banners = [...banners].sort((a, b) => a.order - b.order);
    this.state = LOADED;
  }

  /**
   * Banners that cannot be read leave the home page its default hero (or the banners it already shows) rather than a
   * placeholder that never ends, and the shop's start-up waits for them no longer.
   */
  fail(error: unknown): void {
    console.error(messageFor('BANNER.FETCH_ACTIVE_FAILED'), error);
    this.state = failed(messageFor('BANNER.FETCH_ACTIVE_FAILED'));
  }
}
