import type { IdGenerator } from '../../ports/IdGenerator';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are discarded so every character is equally likely (248 = 4 × 62). */
const UNBIASED_LIMIT = Math.floor(256 / ALPHABET.length) * ALPHABET.length;
const ID_LENGTH = 20;

/** Firestore-style 20-character alphanumeric ids from the Web Crypto API (browsers and Node 20). */
export class RandomIdGenerator implements IdGenerator {
  newId(): string {
    let id = '';
    while (id.length < ID_LENGTH) {
      const bytes = crypto.getRandomValues(new Uint8Array(40));
      for (const byte of bytes) {
        if (byte < UNBIASED_LIMIT && id.length < ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
      }
    }
    return id;
  }
}
