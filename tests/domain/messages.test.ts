import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_ERROR_CODES } from '../../src/domain/shared/errors';
import { authErrorMessage, isMessageCode, messageFor, messageForCode } from '../../src/domain/text/messages';
import { orderMessageFor } from '../../src/domain/orders/orderMessages';
import { placeOrderErrorMessage } from '../../src/domain/orders/placeOrderErrorMessage';
import type { MessageCode } from '../../src/domain/text/messages';
import { adminMessageFor, type AdminMessageCode } from '../../src/domain/staff/adminMessages';
import type { PlaceOrderError } from '../../src/domain/orders/PlaceOrderRequest';

describe('the texts of docs/behaviour.md#where-the-texts-live, word for word', () => {
  it.each<[MessageCode, string]>([
    ['BANNER.FETCH_FAILED', 'Failed to fetch banners'],
    ['BANNER.FETCH_ACTIVE_FAILED', 'Failed to fetch active banners'],
    ['PRODUCTS.LOAD_FAILED', 'Failed to load products'],
    ['CATEGORY.NAVIGATION_FAILED', 'Something went wrong. Please try again.'],
    ['CATEGORY.NAVIGATION_FAILED_TOAST', 'Failed to navigate to category'],
    ['AUTH.LOGOUT_SUCCESS', 'Logged out successfully'],
    ['AUTH.UNEXPECTED', 'An unexpected error occurred'],
    ['AUTH.VERIFY_EMAIL_REQUIRED', 'Please verify your email to access this page.'],
    ['ADMIN.CHECK_FAILED', 'Failed to verify admin status.'],
    ['SEARCH.LOADING', 'Searching...'],
    ['SEARCH.NO_RESULTS_HINT', 'Try different keywords or check spelling'],
    ['APP.ERROR_TITLE', 'Something went wrong'],
    ['APP.ERROR_BODY', "We're sorry, but something unexpected happened."],
    ['APP.RELOAD', 'Reload Page'],
  ])('%s', (code, text) => {
    expect(messageForCode(code)).toBe(text);
  });

  it.each<[AdminMessageCode, string]>([
    ['BANNER.LIMIT_REACHED', 'Maximum 10 banners allowed. Please delete a banner before adding a new one.'],
    ['BANNER.IMAGE_REQUIRED', 'Please enter a banner image URL'],
    ['BANNER.IMAGE_INVALID', 'Please enter a valid image URL'],
    ['BANNER.TEXT_REQUIRED', 'Please fill in all required text fields for text-with-image banner'],
    ['BANNER.CREATE_FAILED', 'Failed to create banner'],
    ['BANNER.UPDATE_FAILED', 'Failed to update banner'],
    ['BANNER.DELETE_FAILED', 'Failed to delete banner'],
    ['BANNER.REORDER_FAILED', 'Failed to reorder banners'],
    ['BANNER.LOAD_FAILED', 'Failed to load banners'],
    ['BANNER.PRODUCTS_LOAD_FAILED', 'Failed to load products for selection'],
    ['BANNER.TOGGLE_FAILED', 'Failed to toggle banner active state'],
    ['BANNER.CREATED', 'Banner created successfully!'],
    ['BANNER.UPDATED', 'Banner updated successfully!'],
    ['BANNER.DELETED', 'Banner deleted successfully!'],
    ['BANNER.ACTIVATED', 'Banner activated successfully!'],
    ['BANNER.DEACTIVATED', 'Banner deactivated successfully!'],
    ['BANNER.DELETE_CONFIRM', 'Are you sure you want to delete this banner?'],
    ['BANNER.IMAGE_INVALID_HINT', 'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg)'],
    ['NOTIFICATIONS.TITLE', 'Notifications'],
    ['NOTIFICATIONS.MARK_ALL_READ', 'Mark all as read'],
    ['NOTIFICATIONS.EMPTY', 'No notifications yet'],
  ])('%s (admin panel)', (code, text) => {
    expect((adminMessageFor as (fixed: AdminMessageCode) => string)(code)).toBe(text);
  });

  it('fills the category and search placeholders', () => {
    expect(messageFor('CATEGORY.NO_PRODUCTS', { category: 'Mandir' })).toBe(
      '"Mandir" category has no products available yet. Please check back later.',
    );
    expect(messageFor('CATEGORY.NO_PRODUCTS_TOAST', { category: 'Mandir' })).toBe(
      'No products found in "Mandir" category',
    );
    expect(messageFor('CATEGORY.NOT_AVAILABLE', { category: 'Garden' })).toBe(
      '"Garden" category is not available yet. Please check back later.',
    );
    expect(messageFor('CATEGORY.NOT_FOUND_TOAST', { category: 'Garden' })).toBe(
      'Category "Garden" not found',
    );
    expect(messageFor('SEARCH.NO_RESULTS', { query: 'teak' })).toBe('No products found for "teak"');
    expect(messageFor('SHIPPING.FREE_ABOVE', { amount: 10000 })).toBe(
      'Free Shipping on Orders Above ₹10,000',
    );
  });
});

describe('auth and checkout texts', () => {
  it('has a specific text for every auth error code', () => {
    for (const code of AUTH_ERROR_CODES) {
      const text = authErrorMessage(code);
      expect(text.length).toBeGreaterThan(10);
      expect(messageForCode(code)).toBe(text);
    }
    expect(authErrorMessage('AUTH.WRONG_PASSWORD')).toBe('Incorrect password. Please try again.');
    expect(authErrorMessage('AUTH.EMAIL_IN_USE')).toMatch(/^An account with this e-mail already exists\./);
    expect(authErrorMessage('AUTH.UNKNOWN')).toBe('An unexpected error occurred');
    // No two codes share a text: each tells the user something different.
    const texts = AUTH_ERROR_CODES.map(authErrorMessage);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('words every checkout failure, naming the product', () => {
    const name = (id: string) => (id === 'p1' ? 'Sheesham King Bed' : 'Unknown item');
    const cases: [PlaceOrderError, string][] = [
      [{ code: 'ORDER.EMPTY' }, 'Your cart is empty. Please add something before checking out.'],
      [
        { code: 'ORDER.OUT_OF_STOCK', productId: 'p1', available: 2 },
        'Only 2 of Sheesham King Bed are left in stock. Please reduce the quantity.',
      ],
      [
        { code: 'ORDER.OUT_OF_STOCK', productId: 'p1', available: 1 },
        'Only 1 of Sheesham King Bed is left in stock. Please reduce the quantity.',
      ],
      [
        { code: 'ORDER.OUT_OF_STOCK', productId: 'p1', available: 0 },
        'Sheesham King Bed is out of stock. Please remove it from your cart.',
      ],
      [
        { code: 'ORDER.PRICE_CHANGED', productId: 'p1', expected: 24999, actual: 26999 },
        'The price of Sheesham King Bed has changed from ₹24,999 to ₹26,999. Please review your cart.',
      ],
      [
        { code: 'ORDER.PRODUCT_UNAVAILABLE', productId: 'p1' },
        'Sheesham King Bed is no longer available. Please remove it from your cart.',
      ],
      [
        { code: 'ORDER.INVALID_QUANTITY', productId: 'p1' },
        'Please choose a quantity between 1 and 10 for Sheesham King Bed.',
      ],
      [
        { code: 'ORDER.ID_TAKEN' },
        'This checkout could not be completed. Please reload the page and try again.',
      ],
      [
        { code: 'ORDER.TERMS_NOT_ACCEPTED' },
        'Please tick the box to agree to the Terms of Sale and the Return Policy before placing your order.',
      ],
      [
        { code: 'ORDER.TOO_MANY_OPEN', limit: 3, payment: 'cod', upiOffered: true },
        'You already have 3 open cash-on-delivery orders, the most one account may hold. Please pay for this one by UPI, or wait until one ships or cancel one.',
      ],
      [
        { code: 'ORDER.TOO_MANY_OPEN', limit: 1, payment: 'cod', upiOffered: false },
        'You already have 1 open cash-on-delivery order, the most one account may hold. Please wait until one ships or cancel one.',
      ],
      [
        { code: 'ORDER.TOO_MANY_OPEN', limit: 10, payment: 'prepaid' },
        'You already have 10 open prepaid orders, the most one account may hold. Please wait until one ships or cancel one.',
      ],
      [
        { code: 'ORDER.COD_LIMIT', limit: 300000, open: 260000 },
        'Cash on delivery is limited to ₹3,00,000 of open orders per customer, and your open orders already come to ₹2,60,000. Please wait until one ships or cancel one.',
      ],
      [
        { code: 'ORDER.COD_LIMIT', limit: 300000, open: 0 },
        'Cash on delivery is limited to ₹3,00,000 per customer at a time. Please order fewer items at once.',
      ],
      [
        { code: 'ORDER.TOO_SOON', waitSeconds: 42 },
        'You have just placed an order. Please wait 42 seconds before placing another.',
      ],
      [{ code: 'ORDER.NOT_DELIVERABLE', pincode: '744101' }, 'Sorry, we do not deliver to 744101 yet.'],
      [{ code: 'ORDER.COD_UNAVAILABLE' }, 'Cash on delivery is not available for this pincode.'],
      [
        { code: 'ORDER.COD_ABOVE_ZONE_LIMIT', limit: 50000 },
        'Cash on delivery is available for orders up to ₹50,000 to this pincode.',
      ],
      [
        { code: 'ORDER.PRODUCT_LIMIT', productId: 'p1', limit: 10 },
        'You can order at most 10 of Sheesham King Bed in one order, across all its sizes and colours. Please reduce the quantity.',
      ],
    ];
    for (const [error, text] of cases) expect(placeOrderErrorMessage(error, name)).toBe(text);
  });

  it('words refused order status changes', () => {
    expect(orderMessageFor('ORDER.INVALID_TRANSITION', { from: 'delivered', to: 'cancelled' })).toBe(
      'An order that is delivered cannot be marked cancelled.',
    );
  });
});

describe('run-time lookups', () => {
  it('property: any string gives some non-empty text, the generic one for unknown codes', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const text = messageForCode(code);
        expect(text.length).toBeGreaterThan(0);
        if (!isMessageCode(code)) expect(text).toBe('Something went wrong. Please try again.');
      }),
    );
    expect(messageForCode(undefined)).toBe('Something went wrong. Please try again.');
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('BANNER.FETCH_FAILED')).toBe(true);
  });
});
