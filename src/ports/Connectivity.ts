/**
 * Whether this device has a network at all (the browser's navigator.onLine and its 'online'/'offline' events).
 * "Online" here does not promise that the backend answers; it only says a request may leave the device.
 */
export interface Connectivity {
  readonly online: boolean;
  /** Hears each change of `online`, never synchronously inside the call; returns the function that stops it. */
  onChange(listener: (online: boolean) => void): () => void;
}
