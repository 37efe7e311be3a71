import { GST_STATE_CODES } from './GstStateCodes';
import { fail, ok, type Result } from '../shared/Result';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STATE_CODES = new Set(Object.values(GST_STATE_CODES));
/** State code, PAN (five letters, four digits, a letter), entity number, 'Z', check character. */
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstinError = { code: 'GSTIN.SHAPE' | 'GSTIN.STATE' | 'GSTIN.CHECK' };

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme): alternate characters count once and
 * twice, a product's 36s and remainder are added, and the check makes the sum a multiple of 36.
 */
export const gstinCheckCharacter = (first14: string): string => {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
};

/**
 * A seller's GSTIN as typed (spaces and case forgiven): 15 characters of the right shape, a state's code, and the
 * check character that catches a mistyped character.
 */
export const validateGstin = (text: string): Result<string, GstinError> => {
  const gstin = text.replace(/\s+/g, '').toUpperCase();
  const match = SHAPE.exec(gstin);
  if (!match) return fail({ code: 'GSTIN.SHAPE' });
  if (!STATE_CODES.has(match[1] ?? '')) return fail({ code: 'GSTIN.STATE' });
  if (gstinCheckCharacter(gstin) !== gstin[14]) return fail({ code: 'GSTIN.CHECK' });
  return ok(gstin);
};
