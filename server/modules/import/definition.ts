// What an import is: its columns (header in both languages, required or not, an example, a width), how rows
// group (rows sharing the `groupBy` value make one record) and how many rows a file may hold.
import type { Locale } from '../../../lib/contract/constants.ts';
import { type MessageKey, t } from '../../i18n.ts';

export interface ImportColumn<K extends string = string> {
  key: K;
  /** The header in each language: a file may carry either (a template downloaded in English is fine on the Chinese page). */
  header: Record<Locale, string>;
  required?: boolean;
  /** The template's example value, when the definition itself knows it (a tenant's data can override it). */
  example?: string;
  /** Column width in the template, in characters. */
  width?: number;
}

export interface ImportDefinition<K extends string = string> {
  /** The template's sheet name per language. */
  sheetName: Record<Locale, string>;
  columns: ImportColumn<K>[];
  /** Rows with the same value in this column are one record (e.g. the goods lines of one parcel). */
  groupBy?: K;
  /** Data rows per file (the header row not counted). */
  maxRows: number;
}

/** Both languages of a server message, for a header or a sheet name. */
export const bothLanguages = (key: MessageKey): Record<Locale, string> => ({ 'zh-Hans': t('zh-Hans', key), en: t('en', key) });

/** `{name}` placeholders of a message filled in. */
export function format(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return t(locale, key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A header as the template writes it: a required column carries a trailing `*`. */
export const headerText = (column: ImportColumn, locale: Locale) => `${column.header[locale]}${column.required ? '*' : ''}`;

/** Header cells compare without the `*`, spaces and case, so hand-typed headers match too. */
export const normalizeHeader = (text: string) => text.replace(/[*＊\s]/g, '').toLowerCase();
