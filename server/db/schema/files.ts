// Uploaded files kept in the database (server/kernel/file-store.ts, FILE_STORE=database, the default):
// arrival photos, packed boxes' photos and top-up proofs, by bucket and the generated name their owner's
// row keeps, so every process on the database serves them.
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    /** `parcel-photos`, `waybill-photos` or `topup-proofs`. */
    bucket: text('bucket').notNull(),
    /** The generated name (a UUID and an extension) the owner's row keeps. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.name] })],
);
