import { describe, expect, it } from 'vitest';
import { firebaseConfigFromEnv } from '../../../src/adapters/firestore/firebaseConfigFromEnv';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('firebaseConfigFromEnv (.env.example settings)', () => {
  it('reads the required and optional settings, and points at the emulators only when asked', () => {
    expect(
      firebaseConfigFromEnv({
        ...complete,
        VITE_FIREBASE_STORAGE_BUCKET: 'b',
        VITE_FIREBASE_MEASUREMENT_ID: '',
      }),
    ).toEqual({
      apiKey: 'key',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
      appId: '1:2:web:3',
      storageBucket: 'b',
    });
    expect(
      firebaseConfigFromEnv({ ...complete, VITE_FIREBASE_APPCHECK_SITE_KEY: ' 6Lc-site ' }).appCheckSiteKey,
    ).toBe('6Lc-site');
    expect(firebaseConfigFromEnv(complete)).not.toHaveProperty('appCheckSiteKey');
    expect(firebaseConfigFromEnv({ ...complete, VITE_FIREBASE_EMULATORS: 'true' }).emulators).toEqual({
      firestoreHost: '127.0.0.1:8080',
      authUrl: 'http://127.0.0.1:9099',
      storageHost: '127.0.0.1:9199',
      functionsHost: '127.0.0.1:5001',
    });
    expect(firebaseConfigFromEnv(complete)).not.toHaveProperty('razorpayCheckoutUrl');
    expect(
      firebaseConfigFromEnv({ ...complete, VITE_RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4500/checkout.js' })
        .razorpayCheckoutUrl,
    ).toBe('http://127.0.0.1:4500/checkout.js');
  });

  it('names every missing setting in one message', () => {
    expect(() =>
      firebaseConfigFromEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: ' ' }),
    ).toThrow(
      'Firebase backend is not configured: set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID (see .env.example).',
    );
  });
});
