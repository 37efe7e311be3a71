import { act } from '@testing-library/react';
import type { TestApp } from '../helpers/testApp';

/** What a save answers while the device is offline. */
export const OFFLINE = 'You are offline — try again when you are back online.';

/** Cuts the test app's network, as the browser's 'offline' event would, and lets the stores hear it. */
export const goOffline = async (app: TestApp): Promise<void> => {
  await act(async () => {
    app.connectivity.setOnline(false);
    await Promise.resolve();
  });
};
