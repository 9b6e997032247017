'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_PATTERN, validateEmail, validatePassword, validatePhone } from '@/lib/validation/rules';

const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;

type Value = string | boolean | undefined;
const text = (value: Value) => (typeof value === 'string' ? value : '');

/** No leading spaces while typing (trailing ones are trimmed when the value is sent). */
export const trimStart = (value: string) => value.replace(/^\s+/, '');
export const trimBoth = (value: string) => value.trim();

/** The client rules of the sign-in, register and recovery forms and the account page (SPEC section 5), with the catalog's messages. */
export function useAuthRules() {
  const t = useTranslations('auth');
  const tv = useTranslations('validation');
  const confirmationOf =
    (field: string) =>
    (value: Value, values: Partial<Record<string, Value>>): string | null => {
      if (!text(value)) return t('confirmPasswordRequired');
      return values[field] === value ? null : tv('passwordMismatch');
    };
  return {
    username: (value: Value) => (text(value).trim() ? null : t('usernameRequired')),
    /** The password of a sign-in: required, then the pattern. */
    loginPassword: (value: Value) => {
      if (!text(value)) return t('passwordRequired');
      return PASSWORD_PATTERN.test(text(value).trim()) ? null : tv('passwordRule');
    },
    userName: (value: Value) => {
      if (!text(value)) return t('userNameRequired');
      return USER_NAME.test(text(value)) ? null : t('userNameRule');
    },
    email: (value: Value) => (validateEmail(text(value)) ? tv('email') : null),
    phone: (value: Value) => (validatePhone(text(value)) ? tv('phone') : null),
    /** A code sent to an e-mail or phone. */
    code: (value: Value) => (text(value).trim() ? null : tv('code')),
    loginCode: (value: Value) => (text(value).trim() ? null : t('loginCodeRequired')),
    newPassword: (value: Value) => (validatePassword(text(value)) ? tv('passwordRule') : null),
    /** The confirmation of the `password` field. */
    confirmPassword: confirmationOf('password'),
    /** The confirmation of another field (the account page's `newPassword`). */
    confirmationOf,
    agree: (value: Value) => (value === true ? null : t('agreeRequired')),
  };
}
