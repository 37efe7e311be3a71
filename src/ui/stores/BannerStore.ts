import { makeAutoObservable } from 'mobx';
import type { Banner } from '../../domain/Banner';
import type { BannerRepository } from '../../ports/BannerRepository';

/** The active banners of the home page, live (one listener: no extra read before it). */
export class BannerStore {
  banners: Banner[] = [];
  loading = true;
  readonly #repository: BannerRepository;

  constructor(repository: BannerRepository) {
    this.#repository = repository;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(): () => void {
    return this.#repository.subscribeActive(this.receive);
  }

  receive(banners: Banner[]): void {
    this.banners = [...banners].sort((a, b) => a.order - b.order);
    this.loading = false;
  }
}
