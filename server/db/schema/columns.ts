// Column helpers shared by every domain's tables.
import { index, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Timestamps with milliseconds and time zone (STACK.md: precision 3). */
export const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();

/** `createdAt` / `updatedAt` of a row that changes after it is written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** An integer key the database numbers. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

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

/** An uploaded file kept on disk: its generated name, type and size in bytes. */
export const storedFile = () => ({
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
});

/** The index behind a member's lists in time order. */
export const memberTimelineIndex = (name: string, t: { tenantId: AnyPgColumn; userId: AnyPgColumn; createdAt: AnyPgColumn }) =>
  index(name).on(t.tenantId, t.userId, t.createdAt);
