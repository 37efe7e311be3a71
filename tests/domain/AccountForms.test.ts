import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_LIMITS,
  displayNameError,
  isPlausibleEmail,
  validateEmail,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from '../../src/domain/accounts/AccountForms';

const good = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  password: 'secret12',
  confirmPassword: 'secret12',
};

describe('validateSignIn', () => {
  it('accepts an e-mail and any non-empty password', () => {
    expect(validateSignIn({ email: ' asha@example.in ', password: 'x' })).toEqual({});
  });
  it('names each missing or malformed field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Please enter your e-mail address.',
      password: 'Please enter your password.',
    });
    expect(validateSignIn({ email: 'asha@', password: 'x' })).toEqual({
      email: 'Please enter a valid e-mail address.',
    });
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form', () => expect(validateSignUp(good)).toEqual({}));

  it('gives every field its message', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      password: 'Please enter your password.',
      confirmPassword: 'Please type your password again.',
    });
    expect(
      validateSignUp({ ...good, name: 'A', email: 'no-at-sign', password: '12345', confirmPassword: '1234' }),
    ).toEqual({
      name: 'Your name must be between 2 and 60 characters.',
      email: 'Please enter a valid e-mail address.',
      password: 'Please choose a password of at least 6 characters.',
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('refuses a confirmation that differs from the password in any way', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), fc.string(), (password, other) => {
        fc.pre(other !== password && other !== '');
        expect(validateSignUp({ ...good, password, confirmPassword: other }).confirmPassword).toBe(
          'The passwords do not match.',
        );
        expect(
          validateSignUp({ ...good, password, confirmPassword: password }).confirmPassword,
        ).toBeUndefined();
      }),
    );
  });

  it('checks the password length at exactly the minimum', () => {
    const atMin = 'x'.repeat(ACCOUNT_LIMITS.passwordMin);
    expect(validateSignUp({ ...good, password: atMin, confirmPassword: atMin }).password).toBeUndefined();
    const below = atMin.slice(1);
    expect(validateSignUp({ ...good, password: below, confirmPassword: below }).password).toBeDefined();
  });
});

describe('displayNameError', () => {
  it('judges the trimmed name by its length', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' '), maxLength: 80 }), (name) => {
        const length = name.trim().length;
        const ok = length >= ACCOUNT_LIMITS.nameMin && length <= ACCOUNT_LIMITS.nameMax;
        expect(displayNameError(name) === null).toBe(ok);
      }),
    );
  });
});

describe('isPlausibleEmail', () => {
  it.each(['a@b.in', 'first.last+tag@mail.example.co.in', ' padded@example.com '])('accepts %s', (email) =>
    expect(isPlausibleEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@.in', 'a b@c.in', '@b.in', 'a@b..in', 'a@b.in.'])('refuses %s', (email) =>
    expect(isPlausibleEmail(email)).toBe(false),
  );
});

describe('validateNewPassword (password reset) and validateEmail (forgot password)', () => {
  it('checks a new password as sign-up does: at least 6 characters, typed twice alike', () => {
    expect(validateNewPassword({ password: 'secret', confirmPassword: 'secret' })).toEqual({});
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Please enter your password.',
      confirmPassword: 'Please type your password again.',
    });
    expect(validateNewPassword({ password: '12345', confirmPassword: '1234' })).toEqual({
      password: 'Please choose a password of at least 6 characters.',
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('asks for a plausible e-mail', () => {
    expect(validateEmail(' asha@example.in ')).toBeNull();
    expect(validateEmail('  ')).toBe('Please enter your e-mail address.');
    expect(validateEmail('asha.example.in')).toBe('Please enter a valid e-mail address.');
  });
});
