/**
 * A load the app started before its first render (see routes/preloadLanding), handed over once to the page that
 * would start the same load again when it mounts: that page then shows what is there instead of reading it twice.
 */
export class PreloadHandoff {
  private key: string | null = null;

  mark(key: string): void {
    this.key = key;
  }

  /** True only for the first call after `mark` with the same key; any call ends the handoff. */
  take(key: string): boolean {
    const handedOver = this.key === key;
    this.key = null;
    return handedOver;
  }
}
