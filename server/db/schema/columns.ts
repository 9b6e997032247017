// Column helpers shared by every domain's tables.
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps with milliseconds and time zone (STACK.md: precision 3). */
export const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });
export const createdAt = () => ts('created_at').notNull().defaultNow();

/** Display order, ascending. */
export const sortOrder = () => integer('sort').notNull().default(0);

/** `nameZh` / `nameEn`: a name kept in both languages (server/kernel/localized.ts picks one). */
export const names = () => ({
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

/** `descriptionZh` / `descriptionEn`, empty unless written. */
export const descriptions = () => ({
  descriptionZh: text('description_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});
