import { DELETED_CUSTOMER_NAME, ORDER_RECORD_RETENTION_YEARS } from '../../../domain/accounts/DataRetention';

/**
 * What the shop tells a shopper about their own data (DPDP Act 2023 and Rules 2025): the notice and consent at
 * sign-up, the profile's 'Your data' section and the deletion of an account. Kept in the UI beside the pages that show
 * them, so they download with those pages and never with the first screen.
 */
export const PRIVACY_NOTICE = {
  heading: 'Your data at Sheesham Home',
  collected:
    'We keep your name and e-mail address, your phone number and delivery addresses when you give them, and your orders, reviews and complaints.',
  purpose:
    'We use them to sell and deliver your furniture, to issue the tax invoices the law requires, and to answer your complaints.',
  rights: 'From your profile you can download your data or delete your account at any time.',
  link: 'Read our Privacy Notice',
  linkNote: '(opens in a new tab)',
  consent: 'I have read the Privacy Notice and agree to Sheesham Home using my data as it describes.',
  consentRequired: 'Please agree to the Privacy Notice to create your account.',
  googleNote:
    'New to Sheesham Home? Continuing with Google for the first time asks for your agreement to our Privacy Notice before your account is made.',
} as const;

/** A signed-in shopper who has no account record yet (a first Google sign-in) is asked before one is made. */
export const CONSENT_PANEL = {
  title: 'One more step',
  subtitle: 'Before we make your Sheesham Home account, please read how we use your data.',
  agree: 'Agree and continue',
  agreeing: 'Making your account…',
  decline: 'Don’t make an account',
  declining: 'Removing your sign-in…',
  declineNote: 'Without your agreement we keep no account for you: the sign-in you just used is removed.',
  failed: 'We could not make your account. Please try again.',
  declined: 'Your sign-in has been removed.',
} as const;

export const YOUR_DATA = {
  title: 'Your data',
  intro: 'Download a copy of what Sheesham Home keeps about you, or delete your account.',
  policy: 'How we use your data: our Privacy Notice.',
  consentOn: (date: string): string => `You agreed to our Privacy Notice on ${date}.`,
  noConsent: 'Your account was made before we asked for agreement to our Privacy Notice.',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your data has been downloaded.',
  downloadFailed: 'We could not gather your data. Please try again.',
  delete: 'Delete my account',
  staffAccount:
    'This account holds a staff role: the shop’s owner must take the role away before the account can be deleted.',
} as const;

export const DELETE_ACCOUNT = {
  title: 'Delete your account?',
  removes: `This deletes your profile, your saved addresses and phone number, and your sign-in. Your reviews stay on their products under the name ‘${DELETED_CUSTOMER_NAME}’.`,
  keeps: `The law requires us to keep your orders and their invoices for tax records. We keep them for ${ORDER_RECORD_RETENTION_YEARS} years after each order, then replace your name, phone, e-mail and address on them with ‘${DELETED_CUSTOMER_NAME}’. Complaints you have filed stay on record for our grievance officer.`,
  final: 'This cannot be undone.',
  confirmLabel: 'Type DELETE to confirm',
  confirmWord: 'DELETE',
  typeDelete: 'Please type DELETE, in capital letters, to confirm.',
  confirm: 'Delete my account',
  working: 'Deleting your account…',
  keep: 'Keep my account',
  reauthPassword: 'For your safety, please enter your password again to delete your account.',
  reauthGoogle: 'For your safety, please confirm with Google that it is you to delete your account.',
  passwordLabel: 'Your password',
  passwordRequired: 'Please enter your password.',
  confirmPassword: 'Confirm and delete',
  confirmGoogle: 'Confirm with Google and delete',
  failed: 'We could not finish deleting your account. Please try again: it carries on from where it stopped.',
  deleted: 'Your account has been deleted.',
} as const;
