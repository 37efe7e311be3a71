import { act, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Product, ProductVariant } from '../../../src/domain/catalogue/Product';
import type { Order, PaymentMethod } from '../../../src/domain/orders/Order';
import { ADDRESS } from '../../contracts/orders/orderRequests';
import type { CheckoutStore } from '../../../src/ui/shop/checkout/CheckoutStore';
import { checkoutStoreOf } from '../../../src/ui/shop/checkout/checkoutStores';
import { deliveryStoreOf } from '../../../src/ui/shop/checkout/DeliveryStore';
import { productInput } from '../../contracts/support/testProduct';
import type { TestApp } from '../helpers/testApp';

/** A product stored in the app's memory backend. */
export const storeProduct = (
  app: TestApp,
  overrides: Parameters<typeof productInput>[0] = {},
): Promise<Product> => app.ports.products.create(productInput(overrides));

export const addToCart = (
  app: TestApp,
  product: Product,
  quantity = 1,
  variant: ProductVariant | null = null,
): void =>
  act(() => {
    for (let i = 0; i < quantity; i++) app.stores.cart.addProduct(product, variant);
  });

export const signInShopper = async (app: TestApp): Promise<void> => {
  await act(async () => {
    const result = await app.stores.session.signIn('shopper@demo.shop', 'shopper123');
    if (!result.ok) throw new Error(result.message);
  });
};

/** Signs the shopper out and the demo's owner in, as one person handing the device to another. */
export const switchToAdmin = async (app: TestApp): Promise<void> => {
  await act(async () => {
    await app.stores.session.signOut();
    const admin = await app.stores.session.signIn('admin@demo.shop', 'admin123');
    if (!admin.ok) throw new Error(admin.message);
  });
};

/**
 * The checkout store as the app opens it for the signed-in shopper, without drawing the page: prepared, with the
 * shop's settings and delivery zones read, which the total and the way of paying depend on.
 */
export const openCheckoutStore = async (app: TestApp, suggestedName = ''): Promise<CheckoutStore> => {
  const checkout = checkoutStoreOf(app.stores);
  checkout.prepare(app.stores.session.user?.uid ?? '', suggestedName);
  await act(async () => {
    app.stores.settings.start();
    await deliveryStoreOf(app.stores).load();
  });
  await vi.waitFor(() => expect(checkout.settingsAndZonesLoaded).toBe(true));
  return checkout;
};

/** The checkout's consent box, by its accessible name. */
export const TERMS_CONSENT = 'I agree to the Terms of Sale and the Return Policy';

/** Ticks the consent box, which the checkout never ticks by itself. */
export const agreeToTerms = async (user: UserEvent, root: HTMLElement = document.body): Promise<void> => {
  await user.click(within(root).getByRole('checkbox', { name: TERMS_CONSENT }));
};

export const VALID_ADDRESS = {
  name: 'Priya Sharma',
  phone: '98765 43210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** Types a complete, valid address into the checkout form (or the address form inside `root`). */
export const fillAddress = async (
  user: UserEvent,
  address: Partial<typeof VALID_ADDRESS> = VALID_ADDRESS,
  root: HTMLElement = document.body,
): Promise<void> => {
  const scope = within(root);
  const fields: [keyof typeof VALID_ADDRESS, RegExp][] = [
    ['name', /^Full name/],
    ['phone', /^Mobile number/],
    ['line1', /^Address line 1/],
    ['city', /^City/],
    ['pincode', /^PIN code/],
  ];
  for (const [field, label] of fields) {
    const value = address[field];
    if (value === undefined) continue;
    const input = scope.getByRole('textbox', { name: label });
    await user.clear(input);
    if (value !== '') await user.paste(value);
  }
  if (address.state !== undefined) {
    await user.selectOptions(scope.getByRole('combobox', { name: /^State/ }), address.state);
  }
};

/**
 * An order of `quantity` of a new product, placed straight through the app's order port for the signed-in shopper
 * (Jaipur, terms agreed): what the order page and the lapse checks then read.
 */
export const placeOrderOf = async (
  app: TestApp,
  orderId: string,
  product: Parameters<typeof productInput>[0] & { price: number },
  { quantity = 1, paymentMethod = 'cod' }: { quantity?: number; paymentMethod?: PaymentMethod } = {},
): Promise<Order> => {
  const stored = await storeProduct(app, product);
  const placed = await app.ports.orders.placeOrder({
    orderId,
    userId: app.stores.session.user?.uid ?? '',
    customerEmail: 'shopper@demo.shop',
    lines: [{ productId: stored.id, variantId: null, quantity, expectedUnitPrice: product.price }],
    paymentMethod,
    termsAccepted: true,
    shippingAddress: { ...ADDRESS },
  });
  if (!placed.ok) throw new Error(placed.error.code);
  return placed.value;
};

/** How many of the product of the order's first line are in stock. */
export const firstLineStock = async (app: TestApp, order: Order): Promise<number | undefined> =>
  (await app.ports.products.getById(order.lines[0]?.productId ?? ''))?.stock;

/**
 * The shop without the demo's automatic offer for prepaid orders: for cases about what a payment takes, whose
 * figures are the cart's own (Offers.test has the offers).
 */
export const withoutPrepaidOffer = (app: TestApp): void => app.db.delete('offers', 'auto-prepaid');
