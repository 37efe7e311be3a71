import { declareFirstTapTests } from '../e2e/support/firstTap';

/**
 * The first tap on a landing page, on a phone's CPU, in the firebase build: the page is taken over before the firebase
 * SDK has loaded (docs/architecture.md#taking-a-page-over-before-the-backend), so a held tap waits for the app alone.
 */
declareFirstTapTests();
