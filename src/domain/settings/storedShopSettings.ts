import { storedEmiPlans } from '../payments/EmiPlan';
import { PAYMENT_GATEWAYS } from '../payments/PaymentGateway';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './ShopSettings';

const KEYS = Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[];

const fits = (value: unknown, fallback: ShopSettings[keyof ShopSettings]): boolean =>
  typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value));

/**
 * The settings a stored `settings/shop` document holds: a field it lacks (an older document) or holds in the wrong
 * type (a corrupted one) is the default, and unknown fields are dropped, so the shop's pages always get well-typed
 * settings. Both backends read their document through it.
 */
export const storedShopSettings = (stored: unknown): ShopSettings => {
  const data = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
  for (const key of KEYS) if (fits(data[key], DEFAULT_SHOP_SETTINGS[key])) settings[key] = data[key];
  if (!(PAYMENT_GATEWAYS as readonly unknown[]).includes(settings['paymentGateway']))
    settings['paymentGateway'] = '';
  settings['emiPlans'] = storedEmiPlans(data['emiPlans']);
  return settings as unknown as ShopSettings;
};
