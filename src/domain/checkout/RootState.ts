import type { CartProductInput, LineVariant } from './Cart';
import { ROLES, type AuthUser, type Role, type UserProfile } from '../accounts/User';
import type { WishlistInput } from './Wishlist';

/**
 * What survives a reload under 'root' (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload): the session, the cart with the pincode last checked for delivery, and
 * the wishlist — nothing else.
 */
export interface RootState {
  auth: { user: AuthUser | null; profile: UserProfile | null };
  cart: CartLine[];
  wishlist: WishlistInput[];
  /** The pincode the shopper last checked delivery for ('' when none): it fills every pincode field. */
  pincode: string;
}

export type CartLine = CartProductInput & { quantity: number };

export const EMPTY_ROOT_STATE: RootState = {
  auth: { user: null, profile: null },
  cart: [],
  wishlist: [],
  pincode: '',
};

type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
const optionalStringArray = (value: unknown): value is string[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every(isString));

// Each reader returns a clean copy holding only known fields, or null when the value has the wrong shape.

const readVariant = (value: unknown): LineVariant | null | undefined => {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isNumber(value.priceModifier)) return undefined;
  const { id, size, color, colorHex, sku } = value;
  if (![id, size, color, colorHex, sku].every((field) => optionalString(field))) return undefined;
  return {
    priceModifier: value.priceModifier,
    ...(isString(id) ? { id } : {}),
    ...(isString(size) ? { size } : {}),
    ...(isString(color) ? { color } : {}),
    ...(isString(colorHex) ? { colorHex } : {}),
    ...(isString(sku) ? { sku } : {}),
  };
};

export const readCartLine = (value: unknown): CartLine | null => {
  if (!isRecord(value)) return null;
  const { id, name, image, images, category, basePrice, quantity, stock, gstRate } = value;
  const variant = readVariant(value.variant);
  if (!isString(id) || id === '' || !isString(name) || !isNumber(basePrice) || !isNumber(quantity))
    return null;
  if (!optionalString(image) || !optionalStringArray(images) || !optionalString(category)) return null;
  if (variant === undefined) return null;
  return {
    ...(isNumber(stock) ? { stock } : {}),
    ...(isNumber(gstRate) ? { gstRate } : {}),
    id,
    name,
    image: image ?? '',
    images: images ?? [],
    category: category ?? '',
    basePrice,
    variant,
    quantity,
  };
};

export const readWishlistLine = (value: unknown): WishlistInput | null => {
  if (!isRecord(value)) return null;
  const { id, name, image, images, category, basePrice } = value;
  const variant = readVariant(value.variant);
  if (!isString(id) || id === '' || !isString(name) || !isNumber(basePrice) || variant === undefined)
    return null;
  if (!optionalString(image) || !optionalStringArray(images) || !optionalString(category)) return null;
  return {
    id,
    name,
    basePrice,
    image: image ?? '',
    images: images ?? [],
    variant,
    ...(category ? { category } : {}),
  };
};

export const readAuthUser = (value: unknown): AuthUser | null | undefined => {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return undefined;
  const { uid, email, displayName, photoURL, emailVerified, adminClaim } = value;
  if (!isString(uid) || !isString(email) || typeof emailVerified !== 'boolean') return undefined;
  if (!optionalString(displayName) || !optionalString(photoURL)) return undefined;
  if (adminClaim !== undefined && typeof adminClaim !== 'boolean') return undefined;
  return {
    uid,
    email,
    displayName: displayName ?? '',
    photoURL: photoURL ?? '',
    emailVerified,
    // Saved before the claim existed: false until the auth service reports the session.
    adminClaim: adminClaim ?? false,
  };
};

export const readUserProfile = (value: unknown): UserProfile | null | undefined => {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return undefined;
  const { uid, email, emailVerified, displayName, name, photoURL, role, createdAt } = value;
  if (!isString(uid) || !isString(email) || !ROLES.includes(role as Role)) return undefined;
  // Kept before the record carried emailVerified: read as not verified.
  if (emailVerified !== undefined && typeof emailVerified !== 'boolean') return undefined;
  if (
    !optionalString(displayName) ||
    !optionalString(name) ||
    !optionalString(photoURL) ||
    !optionalString(createdAt)
  ) {
    return undefined;
  }
  return {
    uid,
    email,
    emailVerified: emailVerified ?? false,
    role: role as Role,
    displayName: displayName ?? '',
    name: name ?? '',
    photoURL: photoURL ?? '',
    createdAt: createdAt ?? '',
  };
};

/** Reads each part on its own: a broken wishlist does not cost the shopper their cart. */
export const readRootState = (
  auth: unknown,
  cart: unknown,
  wishlist: unknown,
  pincode: unknown = '',
): { state: RootState; complete: boolean } => {
  let complete = true;
  const lines = <T>(value: unknown, read: (line: unknown) => T | null): T[] => {
    if (!Array.isArray(value)) {
      complete = false;
      return [];
    }
    const kept = value.map(read).filter((line): line is T => line !== null);
    if (kept.length !== value.length) complete = false;
    return kept;
  };
  const authRecord = isRecord(auth) ? auth : null;
  if (!authRecord) complete = false;
  const user = readAuthUser(authRecord?.user);
  const profile = readUserProfile(authRecord?.profile);
  if (user === undefined || profile === undefined) complete = false;
  const safeUser = user ?? null;
  return {
    state: {
      auth: { user: safeUser, profile: safeUser && profile && profile.uid === safeUser.uid ? profile : null },
      cart: lines(cart, readCartLine),
      wishlist: lines(wishlist, readWishlistLine),
      // Saved before pincodes were remembered, or not six digits: none remembered.
      pincode: typeof pincode === 'string' && /^\d{6}$/.test(pincode) ? pincode : '',
    },
    complete,
  };
};
