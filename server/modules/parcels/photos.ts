// Arrival photos: files in the file store's `parcel-photos` bucket (server/kernel/file-store.ts: the
// database by default, or PARCEL_PHOTO_DIR), one row each in parcel_photos. File names are generated
// (never a client's name); the type is read from the magic bytes (SPEC section 5: png, gif, jpg/jpeg, at
// most 5M each).
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { parcelPhotos } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { MessageKey } from '../../i18n.ts';
import { fileStore } from '../../kernel/file-store.ts';

/** SPEC section 5: each image at most 5M. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** SPEC section 5: at most 3 images in one upload (an arrival, or one later addition). */
export const PHOTOS_PER_UPLOAD = 3;
/** Staff may add more later, up to this many per parcel. */
export const PHOTOS_PER_PARCEL = 10;

const TYPES = [
  { contentType: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/gif', ext: 'gif', magic: [0x47, 0x49, 0x46, 0x38] }, // GIF8 (7a / 9a follows)
] as const;

/** Only names this module generated: a UUID and one of the known extensions (no path can be smuggled in). */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;

export function photoTypeOf(bytes: Uint8Array): (typeof TYPES)[number] | null {
  const type = TYPES.find((t) => t.magic.every((b, i) => bytes[i] === b));
  if (type?.ext === 'gif' && !(bytes[4] === 0x37 || bytes[4] === 0x39)) return null;
  return type ?? null;
}

/** Why these bytes cannot be a parcel photo (a message key), or null when they can. */
export function photoProblem(bytes: Uint8Array): MessageKey | null {
  if (bytes.length > PHOTO_MAX_BYTES) return 'photoTooLarge';
  if (!photoTypeOf(bytes)) return 'photoTypeInvalid';
  return null;
}

export const photoUrl = (parcelId: string, photoId: string) => `/api/u/biz/parcel/${parcelId}/photos/${photoId}`;

export async function photoCount(db: Db, parcelId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parcelPhotos).where(eq(parcelPhotos.parcelId, parcelId));
  return Number(row?.n ?? 0);
}

/**
 * Stores the file, then its row (pass the transaction of the change it belongs to). When that transaction
 * rolls back, the caller removes the stored files with `removePhotoFiles` (the database store's rows go
 * with the transaction; a folder's files do not).
 */
export async function saveParcelPhoto(db: Db, parcelId: string, bytes: Uint8Array): Promise<{ id: string; fileName: string }> {
  const problem = photoProblem(bytes);
  if (problem) throw new ApiError(400, 'InvalidPhoto', problem);
  const type = photoTypeOf(bytes)!;
  const fileName = `${randomUUID()}.${type.ext}`;
  await fileStore().put(db, 'parcel-photos', fileName, bytes, type.contentType);
  const id = newId('PH');
  try {
    await db.insert(parcelPhotos).values({ id, parcelId, fileName, contentType: type.contentType, size: bytes.length });
  } catch (err) {
    await removePhotoFiles(db, [fileName]).catch(() => undefined);
    throw err;
  }
  return { id, fileName };
}

export async function readParcelPhoto(db: Db, fileName: string): Promise<Buffer> {
  const bytes = FILE_NAME.test(fileName) ? await fileStore().get(db, 'parcel-photos', fileName) : null;
  if (!bytes) throw new ApiError(404, 'NotFound', 'notFound');
  return bytes;
}

export async function removePhotoFiles(db: Db, fileNames: string[]): Promise<void> {
  await fileStore().remove(
    db,
    'parcel-photos',
    fileNames.filter((f) => FILE_NAME.test(f)),
  );
}
