import { isPlausibleEmail } from '../accounts/AccountForms';
import { isPlausibleContactPhone } from '../accounts/ContactPhone';
import { validateGrievanceOfficer } from './GrievanceOfficerValidation';
import { validateGstin } from '../tax/Gstin';
import { gstStateCodeOf } from '../tax/GstStateCodes';
import { GST_RATES } from '../tax/ProductTax';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import type { ShopSettings } from './ShopSettings';
import { isValidUpiId } from '../orders/UpiId';
import { PAYMENT_GATEWAYS } from '../payments/PaymentGateway';
import { emiPlansText, parseEmiPlans } from '../payments/EmiPlansText';
import { storedEmiPlans, type EmiPlan } from '../payments/EmiPlan';
import {
  WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_TEMPLATE_NAME,
  WHATSAPP_TEMPLATE_SETTINGS,
  type WhatsAppTemplateSetting,
} from '../messages/WhatsAppMessage';

export type ShopSettingsField = keyof ShopSettings;
/** The settings form: numbers may arrive as typed text. */
export type ShopSettingsForm = { [K in ShopSettingsField]: ShopSettings[K] | string };
export type ShopSettingsErrors = Partial<Record<ShopSettingsField, string>>;
export type ShopSettingsError = { code: 'SETTINGS.INVALID'; fields: ShopSettingsErrors };

/** Far above any real threshold or fee; stops a slip of the finger (an extra zero or two) from going live. */
export const MAX_RUPEE_SETTING = 10_000_000;
/** The rules accept at most this many open orders per account. */
export const MAX_OPEN_ORDERS_SETTING = 100;
export const SELLER_NAME_MAX = 200;
export const SELLER_ADDRESS_MAX = 500;
/** So that an invoice number ('SH/26-27/000123') stays within rule 46's 16 characters. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
/** The rules accept a return window of at most this many days. */
export const MAX_RETURN_WINDOW_DAYS = 365;
/** A payee name as UPI apps show it; the rules accept at most this many characters. */
export const UPI_PAYEE_NAME_MAX = 50;
/** The rules accept a payment window, and a time to confirm a cash-on-delivery order, of 1 hour to a week. */
export const MAX_PAYMENT_WINDOW_HOURS = 168;

const GSTIN_MESSAGES = {
  'GSTIN.SHAPE': 'A GSTIN has 15 characters: 2 digits, the PAN, then 3 more, e.g. 08ABCDE1234F1Z0.',
  'GSTIN.STATE': 'The first two digits of a GSTIN are a state code, 01 to 38.',
  'GSTIN.CHECK':
    'This GSTIN does not pass its check character. Please copy it again from the GST certificate.',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Razorpay's public key id as its dashboard shows it: test or live mode, then its id. */
export const RAZORPAY_KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]{8,30}$/;

/** The gateway chosen ('' for none) and its key id, which it then needs. */
const validGateway = (
  form: Partial<Record<ShopSettingsField, unknown>>,
  errors: ShopSettingsErrors,
): Pick<ShopSettings, 'paymentGateway' | 'paymentGatewayKeyId'> => {
  const gateway = text(form.paymentGateway);
  const keyId = text(form.paymentGatewayKeyId);
  if (gateway === '') return { paymentGateway: '', paymentGatewayKeyId: keyId };
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway)) {
    errors.paymentGateway = 'Please choose Razorpay, or no online payment.';
    return { paymentGateway: '', paymentGatewayKeyId: keyId };
  }
  if (!RAZORPAY_KEY_ID.test(keyId))
    errors.paymentGatewayKeyId =
      "Please enter the key id from Razorpay's dashboard (Account & Settings → API keys), e.g. rzp_live_AbCdEf12345678.";
  return { paymentGateway: gateway as ShopSettings['paymentGateway'], paymentGatewayKeyId: keyId };
};

/** The EMI plans, as typed one a line or as stored. */
const validEmiPlans = (value: unknown, errors: ShopSettingsErrors): EmiPlan[] => {
  const typed = Array.isArray(value) ? emiPlansText(storedEmiPlans(value)) : value;
  const parsed = parseEmiPlans(typeof typed === 'string' ? typed : '');
  if (Array.isArray(parsed)) return parsed;
  errors.emiPlans = parsed.problem;
  return [];
};

/** A number from a number or from text; null for empty or non-numeric text. */
const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};

const wholeRupees = (value: unknown, label: string, errors: ShopSettingsErrors, field: ShopSettingsField) => {
  const number = toNumber(value);
  if (number === null) errors[field] = `Please enter the ${label} in rupees.`;
  else if (!Number.isInteger(number) || number < 0)
    errors[field] = `The ${label} must be a whole number of rupees, 0 or more.`;
  else if (number > MAX_RUPEE_SETTING) errors[field] = `The ${label} must be at most ₹1,00,00,000.`;
  return number ?? 0;
};

/** A window of whole hours, 1 to MAX_PAYMENT_WINDOW_HOURS; null (with its message) otherwise. */
const windowHours = (
  value: unknown,
  label: string,
  errors: ShopSettingsErrors,
  field: ShopSettingsField,
): number | null => {
  const hours = toNumber(value);
  if (hours !== null && Number.isInteger(hours) && hours >= 1 && hours <= MAX_PAYMENT_WINDOW_HOURS)
    return hours;
  errors[field] = `${label} must be a whole number of hours from 1 to ${MAX_PAYMENT_WINDOW_HOURS}.`;
  return null;
};

/**
 * Checks the settings form; on success returns the settings with numbers parsed and text trimmed.
 * On failure each problem field has a message. Never throws.
 */
export const validateShopSettings = (
  form: Partial<Record<ShopSettingsField, unknown>>,
): Result<ShopSettings, ShopSettingsError> => {
  const errors: ShopSettingsErrors = {};

  const phone = typeof form.phone === 'string' ? form.phone.trim() : '';
  if (phone === '') errors.phone = 'Please enter the shop phone number.';
  else if (!isPlausibleContactPhone(phone)) {
    errors.phone = 'Please enter a valid phone number, e.g. +91 98765 43210.';
  }

  const email = typeof form.email === 'string' ? form.email.trim() : '';
  if (email === '') errors.email = 'Please enter the shop e-mail address.';
  else if (!isPlausibleEmail(email))
    errors.email = 'Please enter a valid e-mail address, e.g. care@example.in.';

  const freeShippingThreshold = wholeRupees(
    form.freeShippingThreshold,
    'free-shipping threshold',
    errors,
    'freeShippingThreshold',
  );
  const shippingFee = wholeRupees(form.shippingFee, 'shipping fee', errors, 'shippingFee');

  const gstRate = toNumber(form.gstRate);
  if (gstRate === null) errors.gstRate = 'Please enter the GST rate as a percentage.';
  else if (!GST_RATES.includes(gstRate))
    errors.gstRate = `The GST rate must be one of the GST slabs: ${GST_RATES.join(', ')} %.`;

  const lowStockThreshold = toNumber(form.lowStockThreshold);
  if (lowStockThreshold === null) errors.lowStockThreshold = 'Please enter the low-stock threshold.';
  else if (!Number.isInteger(lowStockThreshold) || lowStockThreshold < 0) {
    errors.lowStockThreshold = 'The low-stock threshold must be a whole number, 0 or more.';
  }

  const openOrdersLimit = (field: 'maxOpenOrders' | 'maxOpenPrepaidOrders', kind: string): number | null => {
    const limit = toNumber(form[field]);
    if (limit === null) errors[field] = `Please enter how many open ${kind} orders one customer may hold.`;
    else if (!Number.isInteger(limit) || limit < 1 || limit > MAX_OPEN_ORDERS_SETTING) {
      errors[field] =
        `The limit of open ${kind} orders must be a whole number from 1 to ${MAX_OPEN_ORDERS_SETTING}.`;
    }
    return limit;
  };
  const maxOpenOrders = openOrdersLimit('maxOpenOrders', 'cash-on-delivery');
  const maxOpenPrepaidOrders = openOrdersLimit('maxOpenPrepaidOrders', 'prepaid');
  const maxOpenCodValue = wholeRupees(
    form.maxOpenCodValue,
    'cash-on-delivery limit',
    errors,
    'maxOpenCodValue',
  );

  const sellerLegalName = text(form.sellerLegalName);
  if (sellerLegalName.length > SELLER_NAME_MAX) {
    errors.sellerLegalName = `The legal name can be at most ${SELLER_NAME_MAX} characters.`;
  }
  const sellerAddress = text(form.sellerAddress);
  if (sellerAddress.length > SELLER_ADDRESS_MAX) {
    errors.sellerAddress = `The address can be at most ${SELLER_ADDRESS_MAX} characters.`;
  }
  const sellerState = text(form.sellerState);
  const stateCode = gstStateCodeOf(sellerState);
  if (sellerState !== '' && stateCode === null) errors.sellerState = 'Please choose a state from the list.';
  const typedGstin = text(form.sellerGstin);
  const gstin = typedGstin === '' ? null : validateGstin(typedGstin);
  const sellerGstin = gstin?.ok ? gstin.value : '';
  if (gstin && !gstin.ok) errors.sellerGstin = GSTIN_MESSAGES[gstin.error.code];
  else if (gstin && stateCode === null) errors.sellerState = 'Please choose the state of the GSTIN.';
  else if (gstin && sellerGstin.slice(0, 2) !== stateCode) {
    errors.sellerGstin = `This GSTIN is registered in another state: ${sellerState}'s code is ${stateCode}.`;
  }
  const grievance = validateGrievanceOfficer(form);
  Object.assign(errors, grievance.errors);
  const invoicePrefix = text(form.invoicePrefix).toUpperCase();
  if (!INVOICE_PREFIX_PATTERN.test(invoicePrefix)) {
    errors.invoicePrefix = 'Please use 1 to 3 capital letters or digits, e.g. SH.';
  }

  const returnWindowDays = toNumber(form.returnWindowDays);
  if (
    returnWindowDays === null ||
    !Number.isInteger(returnWindowDays) ||
    returnWindowDays < 0 ||
    returnWindowDays > MAX_RETURN_WINDOW_DAYS
  ) {
    errors.returnWindowDays = `The return window must be a whole number of days from 0 to ${MAX_RETURN_WINDOW_DAYS}.`;
  }

  const upiId = text(form.upiId);
  const upiPayeeName = text(form.upiPayeeName);
  if (upiId !== '' && !isValidUpiId(upiId)) errors.upiId = 'Please enter a UPI ID like yourshop@okaxis.';
  else if (upiId === '' && upiPayeeName !== '') errors.upiId = 'Please enter the UPI ID the payments go to.';
  if (upiPayeeName.length > UPI_PAYEE_NAME_MAX) {
    errors.upiPayeeName = `The payee name can be at most ${UPI_PAYEE_NAME_MAX} characters.`;
  } else if (upiId !== '' && upiPayeeName === '') {
    errors.upiPayeeName = 'Please enter the name shoppers see in their UPI app.';
  }
  const { paymentGateway, paymentGatewayKeyId } = validGateway(form, errors);
  const emiMinimum = wholeRupees(form.emiMinimum, 'EMI minimum', errors, 'emiMinimum');
  const emiPlans = validEmiPlans(form.emiPlans, errors);
  const paymentWindowHours = windowHours(
    form.paymentWindowHours,
    'The payment window',
    errors,
    'paymentWindowHours',
  );

  const codConfirmAbove = wholeRupees(
    form.codConfirmAbove,
    'cash-on-delivery confirmation amount',
    errors,
    'codConfirmAbove',
  );
  const codConfirmWithinHours = windowHours(
    form.codConfirmWithinHours,
    'The time to confirm',
    errors,
    'codConfirmWithinHours',
  );

  const whatsappPhoneNumberId = text(form.whatsappPhoneNumberId);
  if (whatsappPhoneNumberId !== '' && !WHATSAPP_PHONE_NUMBER_ID.test(whatsappPhoneNumberId))
    errors.whatsappPhoneNumberId =
      "Please enter the phone number ID that WhatsApp Manager shows under 'API Setup': 5 to 20 digits.";
  const templates = Object.fromEntries(
    Object.values(WHATSAPP_TEMPLATE_SETTINGS).map((field) => {
      const name = text(form[field]);
      if (name !== '' && !WHATSAPP_TEMPLATE_NAME.test(name))
        errors[field] =
          'A template name has only lower-case letters, digits and underscores, e.g. order_shipped.';
      return [field, name];
    }),
  ) as Record<WhatsAppTemplateSetting, string>;

  if (Object.keys(errors).length > 0) return fail({ code: 'SETTINGS.INVALID', fields: errors });
  return ok({
    phone,
    email,
    freeShippingThreshold,
    shippingFee,
    gstRate: gstRate ?? 0,
    lowStockThreshold: lowStockThreshold ?? 0,
    maxOpenOrders: maxOpenOrders ?? 1,
    maxOpenPrepaidOrders: maxOpenPrepaidOrders ?? 1,
    maxOpenCodValue,
    sellerLegalName,
    sellerAddress,
    sellerState,
    sellerGstin,
    ...grievance.officer,
    invoicePrefix,
    returnWindowDays: returnWindowDays ?? 0,
    upiId,
    upiPayeeName,
    paymentGateway,
    paymentGatewayKeyId,
    emiMinimum,
    emiPlans,
    paymentWindowHours: paymentWindowHours ?? 24,
    codConfirmAbove,
    codConfirmWithinHours: codConfirmWithinHours ?? 48,
    whatsappPhoneNumberId,
    ...templates,
  });
};
