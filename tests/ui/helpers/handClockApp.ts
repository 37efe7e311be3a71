import { freshAppEachTest, makeTestApp, type TestApp } from './testApp';

/**
 * A fresh app for each test whose device clock starts at `start` and moves only by hand (`moveTo`): the demo shop's
 * orders and the app's checks of windows and deadlines all read it. `pages` as for freshAppEachTest.
 */
export const handClockAppEachTest = (
  start: number,
  pages?: () => Promise<unknown>,
): { app: () => TestApp; moveTo: (elapsedMs: number) => void } => {
  let elapsed = 0;
  let app: TestApp | undefined;
  freshAppEachTest(async () => {
    elapsed = 0;
    app = await makeTestApp(undefined, { clock: { now: () => new Date(start + elapsed).toISOString() } });
  }, pages);
  return {
    app: () => {
      if (!app) throw new Error('The app is made before each test.');
      return app;
    },
    moveTo: (elapsedMs) => {
      elapsed = elapsedMs;
    },
  };
};
