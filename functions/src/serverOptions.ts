import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';

// Imported before any function is defined, so every function takes these options. Mumbai: the shop's shoppers are
// in India.
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });
initializeApp();
