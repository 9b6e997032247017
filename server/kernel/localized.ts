// Values the database keeps in both languages (`…Zh` / `…En` columns), and money kept in minor units.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../lib/contract/constants.ts';

/** The text of the request's language. */
export const localized = (locale: Locale, zh: string, en: string) => (locale === 'en' ? en : zh);

/** The column of the request's language (to sort or filter by a localized text). */
export const localeColumn = (locale: Locale, zh: AnyPgColumn, en: AnyPgColumn) => (locale === 'en' ? en : zh);

/** `{ nameZh, nameEn }` → the name in the request's language (null stays null). */
export function localName(locale: Locale, row: { nameZh: string; nameEn: string }): string;
export function localName(locale: Locale, row: { nameZh: string; nameEn: string } | null | undefined): string | null;
export function localName(locale: Locale, row: { nameZh: string; nameEn: string } | null | undefined): string | null {
  return row ? localized(locale, row.nameZh, row.nameEn) : null;
}

/** Integer minor units (cents, fen) → the wire's decimal amount with 2 places. */
export const toDecimal = (minor: number) => Math.round(minor) / 100;
