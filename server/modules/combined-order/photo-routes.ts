// The packed box's photo: taken by the warehouse when it packs a waybill (POST /admin/waybill/{id}/pack,
// `npm run ops -- waybill-pack --photo`), stored under WAYBILL_PHOTO_DIR (default
// `${DATA_DIR or .data}/waybill-photos`) with a generated name kept in combined_orders.box_photo, and shown
// only to the waybill's customer (GET /u/combinedOrder/{id}/box-photo). The bytes are checked like parcel
// photos (server/modules/parcels/photos.ts: png, gif, jpg/jpeg by magic bytes, at most 5M).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { errorResponse } from '../../http.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter, fieldError } from '../../kernel/router.ts';
import { ApiError } from '../../errors.ts';
import { photoProblem, photoTypeOf } from '../parcels/index.ts';
import { findCombinedOrder } from './machine.ts';

/** Only names saveBoxPhoto generates: a UUID and a known extension (no path can be smuggled in). */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

export function boxPhotoDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.WAYBILL_PHOTO_DIR || path.join(env.DATA_DIR || '.data', 'waybill-photos'));
}

/** Checks the bytes (a field error on `field`) and writes them under a generated name, which it answers. */
export async function saveBoxPhoto(bytes: Uint8Array, field = 'photo'): Promise<string> {
  const problem = photoProblem(bytes);
  if (problem) throw fieldError(field, problem);
  const fileName = `${randomUUID()}.${photoTypeOf(bytes)!.ext}`;
  const dir = boxPhotoDir();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, fileName), bytes, { flag: 'wx' });
  return fileName;
}

export async function removeBoxPhoto(fileName: string | null): Promise<void> {
  if (fileName && FILE_NAME.test(fileName)) await fs.rm(path.join(boxPhotoDir(), fileName), { force: true });
}

/** The stored bytes and their type; 404 when the name is not one of ours or the file is gone. */
export async function readBoxPhoto(fileName: string | null): Promise<{ bytes: Buffer; contentType: string }> {
  const match = fileName ? FILE_NAME.exec(fileName) : null;
  if (!fileName || !match) throw new ApiError(404, 'NotFound', 'notFound');
  try {
    return { bytes: await fs.readFile(path.join(boxPhotoDir(), fileName)), contentType: CONTENT_TYPES[match[1]] };
  } catch {
    throw new ApiError(404, 'NotFound', 'notFound');
  }
}

/** Runs `work` with the saved photo's name (or null); the file is removed again when `work` fails. */
export async function withBoxPhoto<T>(bytes: Uint8Array | null, work: (fileName: string | null) => Promise<T>): Promise<T> {
  const fileName = bytes ? await saveBoxPhoto(bytes) : null;
  try {
    return await work(fileName);
  } catch (err) {
    await removeBoxPhoto(fileName);
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
  const { bytes, contentType } = await readBoxPhoto(row.boxPhoto);
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': contentType,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
});
