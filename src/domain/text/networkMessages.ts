import { textsOf } from './messages';

/** The texts about a missing network; kept out of messages.ts so they load with the code that shows them. */
const NETWORK_MESSAGES = {
  'NETWORK.OFFLINE_BANNER': 'You are offline. Some things may be out of date.',
  'NETWORK.OFFLINE_ACTION': 'You are offline — try again when you are back online.',
} as const;

export const networkMessageFor = textsOf(NETWORK_MESSAGES);
