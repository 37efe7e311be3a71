import { telHref } from '../../../domain/accounts/ContactPhone';
import { formatRupees } from '../../../domain/text/Money';
import type { ShopSettings } from '../../../domain/settings/ShopSettings';

/** The shop's promises (docs/behaviour.md#the-shops-promises); the money figures and the return window come from the settings, so every page agrees. */
export const WARRANTY_YEARS = 3;

export interface ShopFacts {
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  freeShippingAbove: string;
  shippingFee: string;
  /** Days after delivery a piece can be returned; 0 when the shop takes no returns. */
  returnDays: number;
}

export const shopFacts = (settings: ShopSettings): ShopFacts => ({
  phone: settings.phone,
  phoneHref: telHref(settings.phone),
  email: settings.email,
  emailHref: `mailto:${settings.email}`,
  freeShippingAbove: formatRupees(settings.freeShippingThreshold),
  shippingFee: formatRupees(settings.shippingFee),
  returnDays: settings.returnWindowDays,
});
