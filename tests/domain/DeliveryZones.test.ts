import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codDecision,
  deliveryAnswer,
  deliveryDate,
  type DeliveryZone,
  formatDeliveryDate,
  isValidPincode,
  validateZones,
  zoneFor,
  zoneFromForm,
  zoneToForm,
} from '../../src/domain/checkout/DeliveryZones';

const zone = (id: string, prefixes: string[], overrides: Partial<DeliveryZone> = {}): DeliveryZone => ({
  id,
  name: id,
  prefixes,
  minDays: 3,
  maxDays: 5,
  codAllowed: true,
  codLimit: 100000,
  ...overrides,
});

const ZONES = [
  zone('Rajasthan', ['30', '31', '32', '33', '34']),
  zone('Delhi NCR', ['110', '121', '122', '201'], { minDays: 5, maxDays: 8, codLimit: 50000 }),
  zone('Rest of India', ['1', '2', '3', '4', '5', '6', '70', '71', '72', '73', '75', '76', '77', '8'], {
    minDays: 7,
    maxDays: 12,
    codLimit: 25000,
  }),
  zone('North-East', ['78', '79'], { minDays: 10, maxDays: 15, codAllowed: false, codLimit: 0 }),
];

const pincode = fc.integer({ min: 100000, max: 899999 }).map(String);

describe('delivery zones', () => {
  it('property: the longest matching prefix wins, and every pincode gets exactly one answer', () => {
    fc.assert(
      fc.property(pincode, (code) => {
        const found = zoneFor(ZONES, code);
        const matches = ZONES.flatMap((candidate) =>
          candidate.prefixes
            .filter((prefix) => code.startsWith(prefix))
            .map((prefix) => ({ candidate, prefix })),
        );
        const longest = Math.max(0, ...matches.map((match) => match.prefix.length));
        expect(found).toBe(matches.find((match) => match.prefix.length === longest)?.candidate ?? null);
      }),
    );
    expect(zoneFor(ZONES, '302001')?.name).toBe('Rajasthan');
    expect(zoneFor(ZONES, '110001')?.name).toBe('Delhi NCR');
    expect(zoneFor(ZONES, '400020')?.name).toBe('Rest of India');
    expect(zoneFor(ZONES, '744101')).toBeNull();
  });

  it('takes six digits starting 1 to 8 as a pincode', () => {
    expect(['302001', '110001', '799001'].every(isValidPincode)).toBe(true);
    expect(['', '30200', '3020011', '902001', '002001', '30 2001', 'abcdef'].some(isValidPincode)).toBe(
      false,
    );
  });

  it('property: the promised date is never a Sunday and never sooner than the days promised', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (now, days) => {
          const date = deliveryDate(now.toISOString(), days);
          const day = new Date(`${date}T00:00:00.000Z`);
          expect(day.getUTCDay()).not.toBe(0);
          const indiaToday = Date.parse(new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10));
          expect(day.getTime() - indiaToday).toBeGreaterThanOrEqual(days * 86_400_000);
          expect(deliveryDate(now.toISOString(), days + 1) > date).toBe(true);
        },
      ),
    );
  });

  it("counts from India's date and skips Sundays: 'Tue, 3 Dec'", () => {
    // Friday 27 Nov 2026, 20:00 in India (14:30 UTC): five working days are Sat, Mon, Tue, Wed, Thu.
    expect(deliveryDate('2026-11-27T14:30:00.000Z', 5)).toBe('2026-12-03');
    // 23:30 UTC on Friday is already Saturday in India.
    expect(deliveryDate('2026-11-27T23:30:00.000Z', 1)).toBe('2026-11-30');
    expect(formatDeliveryDate('2026-12-01')).toBe('Tue, 1 Dec');
  });

  it('property: cash on delivery is allowed exactly where the zone takes it and the total is within its limit', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(200000), fc.nat(200000), (codAllowed, codLimit, total) => {
        const decision = codDecision({ codAllowed, codLimit }, total);
        expect(decision.allowed).toBe(codAllowed && total <= codLimit);
        if (!decision.allowed && codAllowed)
          expect(decision).toEqual({ allowed: false, reason: 'limit', limit: codLimit });
      }),
    );
  });

  it('names what is wrong with a zone table', () => {
    expect(validateZones(ZONES)).toEqual({});
    expect(
      validateZones([
        zone('a', ['30', '3x'], { name: ' ' }),
        zone('b', ['110'], { minDays: 9, maxDays: 5, codLimit: -1 }),
        zone('c', ['110', '560'], { maxDays: 61 }),
        zone('d', []),
      ]),
    ).toEqual({
      a: { name: 'Please name the zone.', prefixes: "'3x' is not a prefix of 1 to 6 digits." },
      b: {
        prefixes: 'Prefix 110 is listed more than once: b, c.',
        days: 'The fewest days cannot be more than the most days.',
        codLimit: 'The cash-on-delivery limit must be a whole number of rupees, 0 or more.',
      },
      c: {
        prefixes: 'Prefix 110 is listed more than once: b, c.',
        days: 'Delivery days must be whole numbers from 1 to 60.',
      },
      d: { prefixes: 'Please list at least one pincode prefix.' },
    });
  });

  it("answers the 'Check delivery' box: invalid, unserved, or the zone and its date", () => {
    const now = '2026-11-26T10:00:00.000Z';
    expect(deliveryAnswer(ZONES, '34200', now)).toEqual({ kind: 'invalid' });
    expect(deliveryAnswer(ZONES, '942001', now)).toEqual({ kind: 'invalid' });
    expect(deliveryAnswer(ZONES, ' 744101 ', now)).toEqual({ kind: 'unserved', pincode: '744101' });
    expect(deliveryAnswer(ZONES, '342001', now)).toMatchObject({
      kind: 'served',
      pincode: '342001',
      zone: { id: 'Rajasthan' },
      by: deliveryDate(now, 5),
    });
  });

  it('reads a zone as the admin typed it, and writes it back the same', () => {
    const typed = {
      id: 'z1',
      name: ' Delhi NCR ',
      prefixes: '110, 121 122,,201',
      minDays: '5',
      maxDays: ' 8 ',
      codAllowed: true,
      codLimit: '50,000',
      ownTeam: false,
      slots: { '09-13': '', '13-17': '', '17-21': '' },
    };
    const parsed = zoneFromForm(typed);
    expect(parsed).toEqual({
      id: 'z1',
      name: 'Delhi NCR',
      prefixes: ['110', '121', '122', '201'],
      minDays: 5,
      maxDays: 8,
      codAllowed: true,
      codLimit: 50000,
    });
    expect(zoneFromForm(zoneToForm(parsed))).toEqual(parsed);
    expect(validateZones([zoneFromForm({ ...typed, minDays: 'five' })])['z1']?.days).toMatch(/whole numbers/);
  });

  it('keeps the slots of a zone its own team serves, and refuses capacities that are not whole or all closed', () => {
    const typed = zoneToForm({ ...zone('Jaipur', ['302']), slots: { '09-13': 4, '17-21': 2 } });
    expect(typed).toMatchObject({ ownTeam: true, slots: { '09-13': '4', '13-17': '0', '17-21': '2' } });
    expect(zoneFromForm(typed).slots).toEqual({ '09-13': 4, '13-17': 0, '17-21': 2 });
    expect(validateZones([zoneFromForm(typed)])).toEqual({});
    const closed = { ...typed, slots: { '09-13': '0', '13-17': '0', '17-21': '0' } };
    expect(validateZones([zoneFromForm(closed)])[typed.id]?.slots).toMatch(/one at least 1/);
    const half = { ...typed, slots: { ...typed.slots, '13-17': '2.5' } };
    expect(validateZones([zoneFromForm(half)])[typed.id]?.slots).toMatch(/whole numbers from 0 to 200/);
    expect(zoneFromForm({ ...typed, ownTeam: false }).slots).toBeUndefined();
  });
});
