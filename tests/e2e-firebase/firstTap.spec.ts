import { declareFirstTapTests } from '../e2e/support/firstTap';

/**
 * The first tap on a landing page, on a phone's CPU, in the firebase build against the emulators: the app takes a page
 * over only once the firebase SDK has loaded and the first screen's data arrived, so taps are held longest here.
 */
declareFirstTapTests();
