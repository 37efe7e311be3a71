import {
  EMPTY_ADDRESS_FORM,
  type ShippingAddressForm,
} from '../../../domain/checkout/ShippingAddressValidation';
import type { KeyValueStorage } from '../../../ports/KeyValueStorage';

/** What a checkout keeps across a reload: whose it is, the address as typed, and the order id once one was tried. */
export interface Draft {
  owner: string;
  form: ShippingAddressForm;
  orderId: string | null;
}

const KEY = 'checkoutDraft';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The checkout's draft in browser storage, for one account at a time: a reload keeps what was typed and the order id
 * a retry must reuse, and another account on the same browser starts from an empty form. Unreadable data counts as
 * no draft; a full storage only costs the draft.
 */
export class CheckoutDraft {
  constructor(private readonly storage: KeyValueStorage) {}

  /** The draft of `owner`; null when there is none, it is another account's, or it cannot be read. */
  load(owner: string): Draft | null {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(KEY) ?? 'null');
      if (typeof stored !== 'object' || stored === null) return null;
      const { owner: storedOwner, form, orderId } = stored as Record<string, unknown>;
      if (storedOwner !== owner || typeof form !== 'object' || form === null) return null;
      const fields = form as Record<string, unknown>;
      return {
        owner,
        form: Object.fromEntries(
          Object.keys(EMPTY_ADDRESS_FORM).map((field) => [field, text(fields[field])]),
        ) as ShippingAddressForm,
        orderId: typeof orderId === 'string' && orderId !== '' ? orderId : null,
      };
    } catch {
      return null;
    }
  }

  save(draft: Draft): void {
    try {
      this.storage.setItem(KEY, JSON.stringify(draft));
    } catch (error) {
      console.warn('The checkout draft could not be kept', error);
    }
  }

  clear(): void {
    this.storage.removeItem(KEY);
  }
}
