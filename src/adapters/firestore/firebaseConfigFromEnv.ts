import type { FirebaseBackendConfig } from './createFirebaseBackend';

const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const OPTIONAL = {
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  measurementId: 'VITE_FIREBASE_MEASUREMENT_ID',
} as const;

/**
 * The backend configuration from Vite's `import.meta.env` (see .env.example). Throws one message naming every
 * missing setting. VITE_FIREBASE_EMULATORS=true points the app at the local emulators of firebase.json.
 */
export const firebaseConfigFromEnv = (
  env: Readonly<Record<string, string | boolean | undefined>>,
): FirebaseBackendConfig => {
  const value = (key: string): string => {
    const raw = env[key];
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const missing = Object.values(REQUIRED).filter((key) => value(key) === '');
  if (missing.length > 0) {
    throw new Error(`Firebase backend is not configured: set ${missing.join(', ')} (see .env.example).`);
  }
  const config: FirebaseBackendConfig = {
    apiKey: value(REQUIRED.apiKey),
    authDomain: value(REQUIRED.authDomain),
    projectId: value(REQUIRED.projectId),
    appId: value(REQUIRED.appId),
  };
  for (const [field, key] of Object.entries(OPTIONAL) as [keyof typeof OPTIONAL, string][]) {
    if (value(key) !== '') config[field] = value(key);
  }
  if (value('VITE_FIREBASE_EMULATORS') === 'true') {
    config.emulators = {
      firestoreHost: value('VITE_FIREBASE_FIRESTORE_EMULATOR_HOST') || '127.0.0.1:8080',
      authUrl: value('VITE_FIREBASE_AUTH_EMULATOR_URL') || 'http://127.0.0.1:9099',
      storageHost: value('VITE_FIREBASE_STORAGE_EMULATOR_HOST') || '127.0.0.1:9199',
      functionsHost: value('VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST') || '127.0.0.1:5001',
    };
  }
  if (value('VITE_FIREBASE_APPCHECK_SITE_KEY') !== '') {
    config.appCheckSiteKey = value('VITE_FIREBASE_APPCHECK_SITE_KEY');
  }
  if (value('VITE_RAZORPAY_CHECKOUT_URL') !== '')
    config.razorpayCheckoutUrl = value('VITE_RAZORPAY_CHECKOUT_URL');
  if (value('VITE_FIREBASE_VERIFY_CONTINUE_URL') !== '') {
    config.verificationContinueUrl = value('VITE_FIREBASE_VERIFY_CONTINUE_URL');
  }
  return config;
};
