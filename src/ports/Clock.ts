export interface Clock {
  /** The current instant as an ISO-8601 string. */
  now(): string;
}
