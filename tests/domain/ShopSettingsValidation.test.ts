import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GST_RATES } from '../../src/domain/tax/ProductTax';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import type { ShopSettings } from '../../src/domain/settings/ShopSettings';
import { validateShopSettings } from '../../src/domain/settings/ShopSettingsValidation';

const fieldsFor = (patch: Partial<Record<keyof ShopSettings, unknown>>) => {
  const result = validateShopSettings({ ...DEFAULT_SHOP_SETTINGS, ...patch });
  return result.ok ? {} : result.error.fields;
};

describe('validateShopSettings', () => {
  it('accepts the defaults unchanged', () => {
    expect(validateShopSettings(DEFAULT_SHOP_SETTINGS)).toEqual({ ok: true, value: DEFAULT_SHOP_SETTINGS });
  });

  it('parses typed numbers and trims text', () => {
    expect(
      validateShopSettings({
        phone: ' 011-2345 6789 ',
        email: ' care@sheeshamhome.in ',
        freeShippingThreshold: '25,000',
        shippingFee: ' 0 ',
        gstRate: '12',
        lowStockThreshold: '3',
        maxOpenOrders: ' 4 ',
        maxOpenPrepaidOrders: '12',
        maxOpenCodValue: '2,50,000',
        sellerLegalName: ' Example Works ',
        sellerAddress: ' 2 Sample Street, Jaipur ',
        sellerState: 'Rajasthan',
        sellerGstin: ' 08abcde1234f1z0 ',
        grievanceOfficerName: ' Example Person ',
        grievanceOfficerDesignation: ' Grievance Officer ',
        grievanceOfficerPhone: ' 011-2345 6789 ',
        grievanceOfficerEmail: ' grievance@example.in ',
        invoicePrefix: 'sh',
        returnWindowDays: ' 14 ',
        upiId: ' sheesham.home@okaxis ',
        upiPayeeName: ' Example Works ',
        paymentGateway: 'razorpay',
        paymentGatewayKeyId: ' rzp_live_AbCdEf12345678 ',
        emiMinimum: '15,000',
        emiPlans: '\n 6 months, HDFC Bank credit cards, 15%, no-cost \n9, Bajaj Finance EMI card, 16.5\n',
        paymentWindowHours: '48',
        codConfirmAbove: '15,000',
        codConfirmWithinHours: ' 24 ',
        whatsappPhoneNumberId: ' 106540352242922 ',
        whatsappPlacedTemplate: ' order_placed ',
        whatsappConfirmedTemplate: '',
        whatsappShippedTemplate: 'order_shipped_v2',
        whatsappDeliveredTemplate: '',
        whatsappCancelledTemplate: '',
        whatsappUpiVerifiedTemplate: '',
      }),
    ).toEqual({
      ok: true,
      value: {
        phone: '011-2345 6789',
        email: 'care@sheeshamhome.in',
        freeShippingThreshold: 25000,
        shippingFee: 0,
        gstRate: 12,
        lowStockThreshold: 3,
        maxOpenOrders: 4,
        maxOpenPrepaidOrders: 12,
        maxOpenCodValue: 250000,
        sellerLegalName: 'Example Works',
        sellerAddress: '2 Sample Street, Jaipur',
        sellerState: 'Rajasthan',
        sellerGstin: '08ABCDE1234F1Z0',
        grievanceOfficerName: 'Example Person',
        grievanceOfficerDesignation: 'Grievance Officer',
        grievanceOfficerPhone: '011-2345 6789',
        grievanceOfficerEmail: 'grievance@example.in',
        invoicePrefix: 'SH',
        returnWindowDays: 14,
        upiId: 'sheesham.home@okaxis',
        upiPayeeName: 'Example Works',
        paymentGateway: 'razorpay',
        paymentGatewayKeyId: 'rzp_live_AbCdEf12345678',
        emiMinimum: 15000,
        emiPlans: [
          { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true },
          { months: 9, lender: 'Bajaj Finance EMI card', annualRatePercent: 16.5, noCost: false },
        ],
        paymentWindowHours: 48,
        codConfirmAbove: 15000,
        codConfirmWithinHours: 24,
        whatsappPhoneNumberId: '106540352242922',
        whatsappPlacedTemplate: 'order_placed',
        whatsappConfirmedTemplate: '',
        whatsappShippedTemplate: 'order_shipped_v2',
        whatsappDeliveredTemplate: '',
        whatsappCancelledTemplate: '',
        whatsappUpiVerifiedTemplate: '',
      },
    });
  });

  it.each([
    [
      { emiPlans: '5 months, HDFC Bank credit cards, 15%' },
      'emiPlans',
      /^Line 1: the months must be one of 3, 6/,
    ],
    [{ emiPlans: '6 months, HDFC Bank credit cards' }, 'emiPlans', /^Line 1: write months, lender/],
    [{ emiPlans: '6 months, HDFC Bank credit cards, 40%' }, 'emiPlans', /from 0 to 36%/],
    [
      { emiPlans: '6 months, HDFC Bank credit cards, 0%, no-cost' },
      'emiPlans',
      /interest rate, which the shop/,
    ],
    [
      { emiPlans: '6 months, HDFC Bank, 15%, no-cost\n6 months, ICICI Bank, 14%, no-cost' },
      'emiPlans',
      /^Line 2: the shop offers one no-cost plan for each number of months/,
    ],
    [{ emiMinimum: '-1' }, 'emiMinimum', /EMI minimum must be a whole number/],
    [{ sellerGstin: '08ABCDE1234F1Z' }, 'sellerGstin', /^A GSTIN has 15 characters/],
    [{ sellerGstin: '08ABCDE1234F1Z1' }, 'sellerGstin', /does not pass its check character/],
    [{ sellerGstin: '99ABCDE1234F1Z0' }, 'sellerGstin', /state code/],
    [{ sellerGstin: '08ABCDE1234F1Z0', sellerState: 'Karnataka' }, 'sellerGstin', /Karnataka's code is 29/],
    [{ sellerGstin: '08ABCDE1234F1Z0', sellerState: '' }, 'sellerState', /state of the GSTIN/],
    [{ sellerState: 'Atlantis' }, 'sellerState', /from the list/],
    [{ invoicePrefix: 'SHOP' }, 'invoicePrefix', /1 to 3 capital letters/],
    [{ invoicePrefix: 'S/H' }, 'invoicePrefix', /1 to 3 capital letters/],
    [{ sellerLegalName: 'x'.repeat(201) }, 'sellerLegalName', /at most 200/],
    [{ returnWindowDays: '366' }, 'returnWindowDays', /from 0 to 365/],
    [{ returnWindowDays: '7.5' }, 'returnWindowDays', /whole number of days/],
    [{ returnWindowDays: '' }, 'returnWindowDays', /whole number of days/],
    [{ upiId: 'sheesham home', upiPayeeName: 'X' }, 'upiId', /like yourshop@okaxis/],
    [{ upiId: '', upiPayeeName: 'Sheesham Home' }, 'upiId', /UPI ID the payments go to/],
    [{ upiId: 'shop@okaxis', upiPayeeName: '' }, 'upiPayeeName', /name shoppers see/],
    [{ upiId: 'shop@okaxis', upiPayeeName: 'x'.repeat(51) }, 'upiPayeeName', /at most 50/],
    [{ paymentWindowHours: '0' }, 'paymentWindowHours', /from 1 to 168/],
    [{ paymentWindowHours: '169' }, 'paymentWindowHours', /from 1 to 168/],
    [
      { codConfirmAbove: '' },
      'codConfirmAbove',
      /^Please enter the cash-on-delivery confirmation amount in rupees\.$/,
    ],
    [{ codConfirmAbove: '-1' }, 'codConfirmAbove', /whole number of rupees, 0 or more/],
    [
      { codConfirmWithinHours: '0' },
      'codConfirmWithinHours',
      /^The time to confirm must be a whole number of hours from 1 to 168\.$/,
    ],
    [{ codConfirmWithinHours: '12.5' }, 'codConfirmWithinHours', /from 1 to 168/],
    [
      { whatsappPhoneNumberId: '+91 98765 43210' },
      'whatsappPhoneNumberId',
      /phone number ID .* 5 to 20 digits/,
    ],
    [
      { whatsappPlacedTemplate: 'Order Placed' },
      'whatsappPlacedTemplate',
      /lower-case letters, digits and underscores/,
    ],
    [{ whatsappUpiVerifiedTemplate: 'upi-paid' }, 'whatsappUpiVerifiedTemplate', /e\.g\. order_shipped/],
  ] as const)('refuses the seller details %j with a message on %s', (patch, field, message) => {
    expect(fieldsFor(patch)[field]).toMatch(message);
  });

  it.each([
    ['phone', '', 'Please enter the shop phone number.'],
    ['phone', '12345', 'Please enter a valid phone number, e.g. +91 98765 43210.'],
    ['phone', 'call me maybe', 'Please enter a valid phone number, e.g. +91 98765 43210.'],
    ['email', '', 'Please enter the shop e-mail address.'],
    ['email', 'care@shop', 'Please enter a valid e-mail address, e.g. care@example.in.'],
    ['email', 'care shop@x.in', 'Please enter a valid e-mail address, e.g. care@example.in.'],
    ['freeShippingThreshold', '', 'Please enter the free-shipping threshold in rupees.'],
    ['freeShippingThreshold', -1, 'The free-shipping threshold must be a whole number of rupees, 0 or more.'],
    ['shippingFee', 99.5, 'The shipping fee must be a whole number of rupees, 0 or more.'],
    ['shippingFee', 'abc', 'Please enter the shipping fee in rupees.'],
    ['shippingFee', 100_000_000, 'The shipping fee must be at most ₹1,00,00,000.'],
    ['gstRate', 40.5, 'The GST rate must be one of the GST slabs: 0, 5, 12, 18, 28, 40 %.'],
    ['gstRate', 17.5, 'The GST rate must be one of the GST slabs: 0, 5, 12, 18, 28, 40 %.'],
    ['gstRate', -1, 'The GST rate must be one of the GST slabs: 0, 5, 12, 18, 28, 40 %.'],
    ['gstRate', '', 'Please enter the GST rate as a percentage.'],
    ['lowStockThreshold', 2.5, 'The low-stock threshold must be a whole number, 0 or more.'],
    ['lowStockThreshold', Number.NaN, 'Please enter the low-stock threshold.'],
    ['maxOpenOrders', 0, 'The limit of open cash-on-delivery orders must be a whole number from 1 to 100.'],
    ['maxOpenOrders', 101, 'The limit of open cash-on-delivery orders must be a whole number from 1 to 100.'],
    ['maxOpenOrders', '', 'Please enter how many open cash-on-delivery orders one customer may hold.'],
    ['maxOpenPrepaidOrders', 0, 'The limit of open prepaid orders must be a whole number from 1 to 100.'],
    ['maxOpenPrepaidOrders', 2.5, 'The limit of open prepaid orders must be a whole number from 1 to 100.'],
    ['maxOpenPrepaidOrders', '', 'Please enter how many open prepaid orders one customer may hold.'],
    ['maxOpenCodValue', -5, 'The cash-on-delivery limit must be a whole number of rupees, 0 or more.'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(fieldsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it("asks for the gateway's key id once a gateway is chosen, and takes none without one", () => {
    expect(fieldsFor({ paymentGateway: 'razorpay', paymentGatewayKeyId: '' })).toEqual({
      paymentGatewayKeyId:
        "Please enter the key id from Razorpay's dashboard (Account & Settings → API keys), e.g. rzp_live_AbCdEf12345678.",
    });
    expect(
      fieldsFor({ paymentGateway: 'razorpay', paymentGatewayKeyId: 'secret_live_123456789' }),
    ).toHaveProperty('paymentGatewayKeyId');
    expect(fieldsFor({ paymentGateway: 'stripe', paymentGatewayKeyId: 'rzp_test_AbCdEf1234' })).toEqual({
      paymentGateway: 'Please choose Razorpay, or no online payment.',
    });
    expect(fieldsFor({ paymentGateway: 'razorpay', paymentGatewayKeyId: 'rzp_test_AbCdEf1234' })).toEqual({});
    expect(fieldsFor({ paymentGateway: '', paymentGatewayKeyId: '' })).toEqual({});
  });

  it('property: whole rupees and GST slabs pass; the result is well-formed', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.constantFrom(...GST_RATES),
        fc.nat(1000),
        fc.boolean(),
        (threshold, fee, gst, low, asText) => {
          const show = (value: number) => (asText ? String(value) : value);
          const result = validateShopSettings({
            ...DEFAULT_SHOP_SETTINGS,
            freeShippingThreshold: show(threshold),
            shippingFee: show(fee),
            gstRate: gst,
            lowStockThreshold: show(low),
          });
          expect(result).toEqual({
            ok: true,
            value: {
              ...DEFAULT_SHOP_SETTINGS,
              freeShippingThreshold: threshold,
              shippingFee: fee,
              gstRate: gst,
              lowStockThreshold: low,
            },
          });
        },
      ),
    );
  });

  it('property: never throws and only fails with messages for the fields it was given wrong', () => {
    const field = fc.constantFrom(
      'phone',
      'email',
      'freeShippingThreshold',
      'shippingFee',
      'gstRate',
      'lowStockThreshold',
    );
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(field, value), (patch) => {
        const result = validateShopSettings({ ...DEFAULT_SHOP_SETTINGS, ...patch });
        if (result.ok) {
          expect(
            Number.isInteger(result.value.freeShippingThreshold) && result.value.freeShippingThreshold >= 0,
          ).toBe(true);
          expect(
            Number.isInteger(result.value.lowStockThreshold) && result.value.lowStockThreshold >= 0,
          ).toBe(true);
          expect(GST_RATES).toContain(result.value.gstRate);
        } else {
          expect(Object.keys(result.error.fields).every((name) => name in patch)).toBe(true);
        }
      }),
    );
  });
});
