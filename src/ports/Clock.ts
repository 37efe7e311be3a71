import { token } from './tokens';

export interface Clock {
  /** The current instant as an ISO-8601 string. */
  now(): string;
}

export const Clock = token<Clock>('Clock');
