// SPEC section 5 rules as pure functions: each returns a catalog key (or an issue with the values
// its message needs) when the value is wrong, null when it is fine. No DOM types: usable by
// server/ as well as the forms.
import {
  AMOUNT_DECIMALS,
  AMOUNT_MAX,
  AMOUNT_MIN,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_COUNT,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SPREADSHEET_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from '../contract/constants.ts';
import type messages from '../../locales/zh-Hans.json';

export type ValidationKey = `validation.${keyof (typeof messages)['validation']}`;
export interface ValidationIssue {
  key: ValidationKey;
  values: Record<string, string | number>;
}
export interface FileLike {
  name: string;
  size: number;
}

export const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
const AMOUNT_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${AMOUNT_DECIMALS}})?$`);
// Loose on purpose: international numbers, optional +, spaces or dashes between digit groups.
const PHONE_PATTERN = /^\+?\d[\d -]{3,18}\d$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function validatePassword(password: string | null | undefined): ValidationKey | null {
  return typeof password === 'string' && PASSWORD_PATTERN.test(password) ? null : 'validation.passwordRule';
}

export function validatePasswordsMatch(password: string, confirmation: string): ValidationKey | null {
  return password === confirmation ? null : 'validation.passwordMismatch';
}

/** 0..99999999 with at most 2 decimals; a number or a plain numeric string (no sign, no exponent). */
export function validateAmount(value: number | string | null | undefined): ValidationKey | null {
  if (isBlank(value)) return 'validation.required';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value).trim();
  if (!AMOUNT_PATTERN.test(text)) return 'validation.amountRule';
  const amount = Number(text);
  return amount >= AMOUNT_MIN && amount <= AMOUNT_MAX ? null : 'validation.amountRule';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** .xls or .xlsx, at most 5M (5 x 1024 x 1024 bytes; exactly 5M passes). */
export function validateSpreadsheet(file: FileLike): ValidationKey | null {
  if (!(SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'validation.spreadsheetType';
  return file.size > UPLOAD_MAX_BYTES ? 'validation.fileTooLarge' : null;
}

export function validateFileCount(files: readonly unknown[], max: number): ValidationIssue | null {
  return files.length > max ? { key: 'validation.fileCountLimit', values: { max } } : null;
}

/** At most 3 images, each png/gif/jpg/jpeg (any case) and at most 5M. */
export function validateImages(files: readonly FileLike[]): ValidationKey | null {
  if (files.length > IMAGE_MAX_COUNT) return 'validation.imageCountLimit';
  for (const file of files) {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'validation.imageType';
    if (file.size > UPLOAD_MAX_BYTES) return 'validation.fileTooLarge';
  }
  return null;
}

export interface DeclaredItem {
  name?: string | null;
  price?: number | string | null;
  currencySymbol?: string | null;
}

/** Every declared item needs a name, a price (0 counts) and a currency symbol; the issue names the parcel. */
export function validateDeclaredItems(parcel: string, items: readonly DeclaredItem[]): ValidationIssue | null {
  const incomplete = items.some((item) => isBlank(item.name) || isBlank(item.price) || isBlank(item.currencySymbol));
  return incomplete ? { key: 'validation.declaredItemIncomplete', values: { parcel } } : null;
}

export function validatePhone(value: string | null | undefined): ValidationKey | null {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim()) ? null : 'validation.phone';
}

export function validateEmail(value: string | null | undefined): ValidationKey | null {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim()) ? null : 'validation.email';
}

export function validatePhoneOrEmail(value: string | null | undefined): ValidationKey | null {
  return validatePhone(value) === null || validateEmail(value) === null ? null : 'validation.phoneOrEmail';
}

/** A required value (code, reason, selection, proof...): `key` names what is missing. */
export function validateRequired(value: unknown, key: ValidationKey = 'validation.required'): ValidationKey | null {
  if (Array.isArray(value)) return value.length === 0 ? key : null;
  return isBlank(value) ? key : null;
}

/** Login values (user name, email, phone, one-time code...) trimmed; passwords left as typed. */
export function trimLoginValues<T extends Record<string, unknown>>(values: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    result[key] = typeof value === 'string' && !/password/i.test(key) ? value.trim() : value;
  }
  return result as T;
}

/** Bulk upload: rows missing any required field (blank counts as missing) are dropped. */
export function filterCompleteRows<T extends object>(rows: readonly T[], required: readonly (keyof T)[]): T[] {
  return rows.filter((row) => required.every((field) => !isBlank(row[field])));
}
