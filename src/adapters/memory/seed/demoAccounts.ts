import type { Role, UserProfile } from '../../../domain/accounts/User';
import { AUTH_ACCOUNTS, type DemoAuthAccount } from '../demoAuthAccount';
import { USERS } from '../InMemoryUserRepository';
import type { MemoryDatabase } from '../MemoryDatabase';

export interface DemoAccount {
  uid: string;
  email: string;
  /** Shown in the README and on the login page of the demo. */
  password: string;
  displayName: string;
  role: Role;
  emailVerified: boolean;
  /** hashPassword(email, password), precomputed so seeding stays synchronous; a test keeps it honest. */
  passwordHash: string;
  createdAt: string;
}

/** The demo accounts of docs/behaviour.md#the-demo. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demoAdmin',
    email: 'admin@demo.shop',
    password: 'admin123',
    displayName: 'Demo Admin',
    role: 'admin',
    emailVerified: true,
    passwordHash: '3cb6e718ac2e38f16a61e91e31ba42e58c30e497765c9d9bd9b87504cd968c52',
    createdAt: '2025-01-05T09:00:00.000Z',
  },
  {
    uid: 'demoManager',
    email: 'manager@demo.shop',
    password: 'manager123',
    displayName: 'Manoj Verma',
    role: 'manager',
    emailVerified: true,
    passwordHash: 'f4de79f44c7371e109168f37e34fc30132fd464ae924da21f7b33bb40ddbfdef',
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  {
    uid: 'demoSupport',
    email: 'support@demo.shop',
    password: 'support123',
    displayName: 'Sunita Iyer',
    role: 'support',
    emailVerified: true,
    passwordHash: 'f0cfaeb3170e54e24bf4411cce4af8df784fe4034badb056967e32b3e7c0cb7f',
    createdAt: '2025-01-07T09:00:00.000Z',
  },
  {
    uid: 'demoShopper',
    email: 'shopper@demo.shop',
    password: 'shopper123',
    displayName: 'Priya Sharma',
    role: 'user',
    emailVerified: true,
    passwordHash: '0a94bfd87d96d2d9f2a3f9bf6921c57967ab434b3c5ed2728e5103553be34aa9',
    createdAt: '2025-02-10T11:30:00.000Z',
  },
  {
    uid: 'demoNewbie',
    email: 'newbie@demo.shop',
    password: 'newbie123',
    displayName: 'Naveen Rao',
    role: 'user',
    emailVerified: false,
    passwordHash: 'c9179357f0914dfa0e69ff196b7b1ed4fd9919bf05d9f2719545999fb97f3c2d',
    createdAt: '2025-06-20T16:45:00.000Z',
  },
];

export const demoAccount = (email: string): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
};

/** Writes each demo account to the auth service's accounts and its record to `users`. */
export const seedDemoAccounts = (db: MemoryDatabase): void => {
  for (const account of DEMO_ACCOUNTS) {
    const auth: DemoAuthAccount = {
      uid: account.uid,
      email: account.email,
      passwordHash: account.passwordHash,
      displayName: account.displayName,
      photoURL: '',
      emailVerified: account.emailVerified,
      disabled: false,
      createdAt: account.createdAt,
    };
    const user: UserProfile = {
      uid: account.uid,
      email: account.email,
      // As the account's sign-in token says it, like every record the app writes.
      emailVerified: account.emailVerified,
      displayName: account.displayName,
      name: account.displayName,
      photoURL: '',
      role: account.role,
      createdAt: account.createdAt,
    };
    db.set(AUTH_ACCOUNTS, account.uid, { ...auth });
    db.set(USERS, account.uid, { ...user });
  }
};
