import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/settings/ShopSettings';
import { storedShopSettings } from '../../src/domain/settings/storedShopSettings';

const KEYS = Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[];

describe('storedShopSettings', () => {
  it('reads a missing document, or one that is not an object, as the defaults', () => {
    for (const stored of [null, undefined, 'settings', 42, []])
      expect(storedShopSettings(stored)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('keeps well-typed fields, defaults the rest and drops unknown ones', () => {
    expect(
      storedShopSettings({
        shippingFee: 0,
        grievanceOfficerName: 'Example Person',
        gstRate: Number.NaN,
        role: 'admin',
      }),
    ).toEqual({ ...DEFAULT_SHOP_SETTINGS, shippingFee: 0, grievanceOfficerName: 'Example Person' });
  });

  it('property: whatever is stored, the settings have exactly the known fields, each of its default type', () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.object(),
    );
    const stored = fc.oneof(
      fc.dictionary(fc.constantFrom(...KEYS, 'auditId', 'extra'), anyValue),
      fc.anything(),
    );
    fc.assert(
      fc.property(stored, (document) => {
        const settings = storedShopSettings(document);
        expect(Object.keys(settings).sort()).toEqual([...KEYS].sort());
        for (const key of KEYS) {
          expect(typeof settings[key]).toBe(typeof DEFAULT_SHOP_SETTINGS[key]);
          if (typeof settings[key] === 'number') expect(Number.isFinite(settings[key])).toBe(true);
        }
      }),
    );
  });
});
