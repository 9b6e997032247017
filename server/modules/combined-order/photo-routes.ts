// The packed box's photo: taken by the warehouse when it packs a waybill (POST /admin/waybill/{id}/pack,
// `npm run ops -- waybill-pack --photo`), kept in the file store's `waybill-photos` bucket
// (server/kernel/file-store.ts: the database by default, or WAYBILL_PHOTO_DIR) with a generated name kept
// in combined_orders.box_photo, and shown only to the waybill's customer (GET /u/combinedOrder/{id}/box-photo).
// The bytes are checked like parcel photos (server/modules/parcels/photos.ts: png, gif, jpg/jpeg by magic
// bytes, at most 5M).
import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client.ts';
import { errorResponse } from '../../http.ts';
import { fileStore } from '../../kernel/file-store.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter, fieldError } from '../../kernel/router.ts';
import { ApiError } from '../../errors.ts';
import { photoProblem, photoTypeOf } from '../parcels/index.ts';
import { findCombinedOrder } from './machine.ts';

/** Only names saveBoxPhoto generates: a UUID and a known extension (no path can be smuggled in). */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

/** Checks the bytes (a field error on `field`) and stores them under a generated name, which it answers. */
export async function saveBoxPhoto(db: Db, bytes: Uint8Array, field = 'photo'): Promise<string> {
  const problem = photoProblem(bytes);
  if (problem) throw fieldError(field, problem);
  const type = photoTypeOf(bytes)!;
  const fileName = `${randomUUID()}.${type.ext}`;
  await fileStore().put(db, 'waybill-photos', fileName, bytes, type.contentType);
  return fileName;
}

export async function removeBoxPhoto(db: Db, fileName: string | null): Promise<void> {
  if (fileName && FILE_NAME.test(fileName)) await fileStore().remove(db, 'waybill-photos', [fileName]);
}

/** The stored bytes and their type; 404 when the name is not one of ours or the file is gone. */
export async function readBoxPhoto(db: Db, fileName: string | null): Promise<{ bytes: Buffer; contentType: string }> {
  const match = fileName ? FILE_NAME.exec(fileName) : null;
  const bytes = fileName && match ? await fileStore().get(db, 'waybill-photos', fileName) : null;
  if (!bytes || !match) throw new ApiError(404, 'NotFound', 'notFound');
  return { bytes, contentType: CONTENT_TYPES[match[1]] };
}

/** Runs `work` with the saved photo's name (or null); the file is removed again when `work` fails. */
export async function withBoxPhoto<T>(db: Db, bytes: Uint8Array | null, work: (fileName: string | null) => Promise<T>): Promise<T> {
  const fileName = bytes ? await saveBoxPhoto(db, bytes) : null;
  try {
    return await work(fileName);
  } catch (err) {
    await removeBoxPhoto(db, fileName);
    throw err;
  }
}

const boxPhotoRoute = defineRoute('customer', {
  tags: ['Combined order'],
  method: 'get',
  path: '/u/combinedOrder/{id}/box-photo',
  summary: 'The photo of the packed box the warehouse took (the member’s own waybill only)',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: { type: 'string' as const, format: 'binary' } } } },
    404: errorResponse('Not the member’s waybill, or no photo'),
  },
});

export const combinedOrderPhotoRoutes = createRouter().openapi(boxPhotoRoute, async (c) => {
  const user = c.get('user');
  const row = await findCombinedOrder(c.get('db'), user.tenantId, user.id, c.req.valid('param').id);
  const { bytes, contentType } = await readBoxPhoto(c.get('db'), row.boxPhoto);
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': contentType,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
});
