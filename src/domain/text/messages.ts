import type { AuthErrorCode } from '../shared/errors';
import { formatRupees } from './Money';

/** User-facing texts for the authentication codes, in the shop's own words (docs/behaviour.md#where-the-texts-live). */
export const AUTH_MESSAGES = {
  'AUTH.WRONG_PASSWORD': 'Incorrect password. Please try again.',
  'AUTH.EMAIL_IN_USE': 'An account with this e-mail already exists. Please sign in instead.',
  'AUTH.USER_NOT_FOUND': 'No account found with this e-mail. Please check it or sign up.',
  'AUTH.INVALID_CREDENTIAL': 'The e-mail or password is incorrect. Please try again.',
  'AUTH.TOO_MANY_REQUESTS': 'Too many attempts. Please wait a few minutes and try again.',
  'AUTH.USER_DISABLED': 'This account has been disabled. Please contact us for help.',
  'AUTH.TOKEN_EXPIRED': 'Your session has expired. Please sign in again.',
  'AUTH.NETWORK': 'We could not reach the server. Please check your internet connection and try again.',
  'AUTH.POPUP_BLOCKED': 'The sign-in window was blocked. Please allow pop-ups for this site and try again.',
  'AUTH.POPUP_CLOSED': 'The sign-in window was closed before signing in finished.',
  'AUTH.POPUP_CANCELLED': 'Another sign-in window was opened, so this one was cancelled.',
  'AUTH.UNAUTHORIZED_DOMAIN':
    'Sign-in is not enabled for this web address. Please use the shop’s official site.',
  'AUTH.WEAK_PASSWORD': 'Please choose a password of at least 6 characters.',
  'AUTH.INVALID_EMAIL': 'Please enter a valid e-mail address.',
  'AUTH.INVALID_CODE': 'This verification link is invalid or has expired. Please request a new one.',
  'AUTH.NOT_SIGNED_IN': 'Please sign in to continue.',
  'AUTH.UNKNOWN': 'An unexpected error occurred',
} as const satisfies Record<AuthErrorCode, string>;

type Quoted = { category: string };

/** Every other user-facing text the shell needs; held word for word by tests/domain/messages.test.ts (orders': orderMessages.ts). */
const MESSAGES = {
  ...AUTH_MESSAGES,
  // Session and access (docs/behaviour.md#accounts-and-verification).
  'AUTH.LOGOUT_SUCCESS': 'Logged out successfully',
  'AUTH.UNEXPECTED': 'An unexpected error occurred',
  'AUTH.VERIFY_EMAIL_REQUIRED': 'Please verify your email to access this page.',
  'ADMIN.CHECK_FAILED': 'Failed to verify admin status.',
  // Interface failure (docs/behaviour.md#screens-and-routes).
  'APP.ERROR_TITLE': 'Something went wrong',
  'APP.ERROR_BODY': "We're sorry, but something unexpected happened.",
  'APP.RELOAD': 'Reload Page',
  // Catalogue and header (docs/behaviour.md#browsing-and-search).
  'PRODUCTS.LOAD_FAILED': 'Failed to load products',
  'CATEGORY.NO_PRODUCTS': ({ category }: Quoted) =>
    `"${category}" category has no products available yet. Please check back later.`,
  'CATEGORY.NO_PRODUCTS_TOAST': ({ category }: Quoted) => `No products found in "${category}" category`,
  'CATEGORY.NOT_AVAILABLE': ({ category }: Quoted) =>
    `"${category}" category is not available yet. Please check back later.`,
  'CATEGORY.NOT_FOUND_TOAST': ({ category }: Quoted) => `Category "${category}" not found`,
  'CATEGORY.NAVIGATION_FAILED': 'Something went wrong. Please try again.',
  'CATEGORY.NAVIGATION_FAILED_TOAST': 'Failed to navigate to category',
  'SEARCH.LOADING': 'Searching...',
  'SEARCH.NO_RESULTS': ({ query }: { query: string }) => `No products found for "${query}"`,
  'SEARCH.NO_RESULTS_HINT': 'Try different keywords or check spelling',
  'SHIPPING.FREE_ABOVE': ({ amount }: { amount: number }) =>
    `Free Shipping on Orders Above ${formatRupees(amount)}`,
  // Banner service (docs/behaviour.md#banners).
  'BANNER.FETCH_FAILED': 'Failed to fetch banners',
  'BANNER.FETCH_ACTIVE_FAILED': 'Failed to fetch active banners',
  // Account forms (sign-in, sign-up, profile).
  'ACCOUNT.NAME_REQUIRED': 'Please enter your name.',
  'ACCOUNT.NAME_LENGTH': ({ min, max }: { min: number; max: number }) =>
    `Your name must be between ${min} and ${max} characters.`,
  'ACCOUNT.EMAIL_REQUIRED': 'Please enter your e-mail address.',
  'ACCOUNT.PASSWORD_REQUIRED': 'Please enter your password.',
  'ACCOUNT.CONFIRM_REQUIRED': 'Please type your password again.',
  'ACCOUNT.PASSWORD_MISMATCH': 'The passwords do not match.',
  'ACCOUNT.NAME_UPDATED': 'Your name has been updated.',
  'ACCOUNT.SHOP_MESSAGES_ON': ({ email }: { email: string }) =>
    `The shop's messages will come to ${email} too.`,
  'ACCOUNT.SHOP_MESSAGES_OFF': "You will no longer get the shop's messages.",
  'ACCOUNT.SHOP_MESSAGES_FAILED': 'We could not save this. Please check your connection and try again.',
  'ACCOUNT.VERIFICATION_SENT': ({ email }: { email: string }) => `Verification e-mail sent to ${email}`,
  'ACCOUNT.EMAIL_VERIFIED': 'Your e-mail address is verified. Welcome to Sheesham Home!',
  'ACCOUNT.RESEND_WAIT': ({ seconds }: { seconds: number }) =>
    `You can ask for another e-mail in ${seconds} s.`,
  // Never says whether the account exists.
  'ACCOUNT.RESET_SENT': ({ email }: { email: string }) =>
    `If an account exists for ${email}, we have sent a link to reset the password.`,
  'ACCOUNT.RESET_LINK_INVALID': 'This link has expired or was already used. Please ask for a new one.',
  'ACCOUNT.PASSWORD_CHANGED': 'Your password has been changed. Welcome back!',
  // Admin panel (our own texts).
  'ADMIN.STAFF_ONLY': "Only the shop's staff can open the admin panel.",
  'GENERIC.FAILED': 'Something went wrong. Please try again.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

type MessageTable = Record<string, string | ((params: never) => string)>;
type ParamsOf<T extends MessageTable, C extends keyof T> = T[C] extends (params: infer P) => string
  ? P
  : undefined;

/** The text for each code of a table. Codes with placeholders take their parameters, type-checked. */
export const textsOf =
  <T extends MessageTable>(table: T) =>
  <C extends keyof T>(
    code: C,
    ...params: ParamsOf<T, C> extends undefined ? [] : [ParamsOf<T, C>]
  ): string => {
    const entry: unknown = table[code];
    return typeof entry === 'function' ? (entry as (p: unknown) => string)(params[0]) : (entry as string);
  };

/** The shop's texts; the admin panel's own are in adminMessages.ts, loaded with the panel. */
export const messageFor = textsOf(MESSAGES);

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/** For codes that arrive at run time (a caught error): a fixed text, or the generic failure text. */
export const messageForCode = (code: string | null | undefined): string => {
  if (!code || !isMessageCode(code)) return MESSAGES['GENERIC.FAILED'];
  const entry: unknown = MESSAGES[code];
  return typeof entry === 'string' ? entry : MESSAGES['GENERIC.FAILED'];
};

export const authErrorMessage = (code: AuthErrorCode): string => AUTH_MESSAGES[code];
