import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../ports/Clock';
import type { RootStore } from '../../app/stores/RootStore';

/** How long "Resend verification e-mail" rests after a send: the auth service refuses quick repeats. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The rest after a verification e-mail was sent, per account. One per session (see resendCooldownOf), so every
 * view that offers a resend shares it and a trip to the demo inbox does not reset it. Ticks once a second while
 * a rest runs, so the countdown shows.
 */
export class ResendCooldown {
  /** uid → when the next send is allowed (ms since the epoch). */
  private readonly until = new Map<string, number>();
  private nowMs: number;
  readonly #clock: Clock;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(clock: Clock) {
    this.#clock = clock;
    this.nowMs = Date.parse(clock.now());
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whole seconds until `uid` may ask again; 0 when it may now. */
  secondsLeft(uid: string | undefined): number {
    const until = uid === undefined ? undefined : this.until.get(uid);
    return until === undefined ? 0 : Math.max(0, Math.ceil((until - this.nowMs) / 1000));
  }

  start(uid: string): void {
    this.tick();
    this.until.set(uid, this.nowMs + RESEND_COOLDOWN_SECONDS * 1000);
    this.#timer ??= setInterval(this.tick, 1000);
  }

  private tick(): void {
    this.nowMs = Date.parse(this.#clock.now());
    for (const [uid, until] of this.until) if (until <= this.nowMs) this.until.delete(uid);
    if (this.until.size === 0 && this.#timer !== null) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
  }
}

/** The session's cooldown; made on first use by RootStore.pageStore, so the shell never carries it. */
export const resendCooldownOf = (root: RootStore): ResendCooldown =>
  root.pageStore('resendCooldown', () => new ResendCooldown(root.ports.clock));
