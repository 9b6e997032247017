import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelPhotos, parcels } from '../../db/schema/index.ts';
import { labelPhoto } from '../../seed/png.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { insertParcel } from './test-helpers.ts';
import { photoDir, photoProblem, photoTypeOf, photoUrl, PHOTO_MAX_BYTES, readParcelPhoto, saveParcelPhoto } from './photos.ts';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'photos-test-'));
  process.env.PARCEL_PHOTO_DIR = path.join(dir, 'nested', 'photos'); // created on first save
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const png = labelPhoto('TEST12345', [1, 2, 3]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

describe('photo checks', () => {
  it('knows PNG, JPEG and GIF by their magic bytes, and nothing else', () => {
    expect(photoTypeOf(png)?.contentType).toBe('image/png');
    expect(photoTypeOf(jpeg)?.contentType).toBe('image/jpeg');
    expect(photoTypeOf(gif)?.contentType).toBe('image/gif');
    expect(photoTypeOf(Buffer.from('GIF80a', 'latin1'))).toBeNull();
    expect(photoTypeOf(Buffer.from('MZ\x90\x00 an executable', 'latin1'))).toBeNull();
    expect(photoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(photoTypeOf(Buffer.alloc(0))).toBeNull();
  });

  it('5 MB is the most; one byte more is refused', () => {
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    png.copy(big);
    expect(photoProblem(big)).toBe('photoTooLarge');
    expect(photoProblem(big.subarray(0, PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(Buffer.from('plain text'))).toBe('photoTypeInvalid');
  });

  it('the folder: PARCEL_PHOTO_DIR, else parcel-photos under DATA_DIR, else under .data', () => {
    expect(photoDir({ PARCEL_PHOTO_DIR: '/srv/photos', DATA_DIR: '/x' })).toBe('/srv/photos');
    expect(photoDir({ DATA_DIR: '/var/lib/site' })).toBe('/var/lib/site/parcel-photos');
    expect(photoDir({})).toBe(path.resolve('.data/parcel-photos'));
  });
});

describe('photo store', () => {
  it('saves under a generated name with a row, reads it back, and serves only generated names', async () => {
    const db = ctx.database.db;
    // Its own unclaimed parcel: the seeded demo parcels are shared by every test file on PostgreSQL.
    const [tenant] = await db.select({ tenantId: parcels.tenantId }).from(parcels).limit(1);
    const parcel = await insertParcel(ctx, { tenantId: tenant.tenantId, userId: null }, { status: ParcelStatus.Arrived, arrivedAt: new Date() });
    const { id, fileName } = await saveParcelPhoto(db, parcel.id, png);
    expect(fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    const [row] = await db.select().from(parcelPhotos).where(eq(parcelPhotos.id, id));
    expect(row).toMatchObject({ parcelId: parcel.id, fileName, contentType: 'image/png', size: png.length });
    expect(await fs.readdir(path.join(dir, 'nested', 'photos'))).toContain(fileName);
    expect(Buffer.compare(await readParcelPhoto(fileName), png)).toBe(0);
    expect(photoUrl(parcel.id, id)).toBe(`/api/u/biz/parcel/${parcel.id}/photos/${id}`);

    await expect(readParcelPhoto('../pg/PG_VERSION')).rejects.toMatchObject({ status: 404 });
    await expect(readParcelPhoto('00000000-0000-0000-0000-000000000000.png')).rejects.toMatchObject({ status: 404 });
    await expect(saveParcelPhoto(db, parcel.id, Buffer.from('#!/bin/sh'))).rejects.toMatchObject({
      status: 400,
      message: 'photoTypeInvalid',
    });
  });
});
