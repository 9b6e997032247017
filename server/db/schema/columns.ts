// Column helpers shared by every domain's tables.
import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps with milliseconds and time zone (STACK.md: precision 3). */
export const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });
export const createdAt = () => ts('created_at').notNull().defaultNow();
