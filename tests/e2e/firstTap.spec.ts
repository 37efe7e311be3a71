import { declareFirstTapTests } from './support/firstTap';

/** The first tap on a landing page, on a phone's CPU, in the memory build. */
declareFirstTapTests();
