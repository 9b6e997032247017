import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parcelPhotos, parcels, storedFiles } from '../../db/schema/index.ts';
import { labelPhoto } from '../../seed/png.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { insertParcel } from './test-helpers.ts';
import { photoProblem, photoTypeOf, photoUrl, PHOTO_MAX_BYTES, readParcelPhoto, saveParcelPhoto } from './photos.ts';

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
});

describe('photo store', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const folder = () => path.join(dir, 'nested', 'photos');
  const storedRows = (name: string) => ctx.database.db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, name));

  for (const kind of ['database', 'directory'] as const) {
    it(`FILE_STORE=${kind}: saves under a generated name with a row, reads it back, and serves only generated names`, async () => {
      vi.stubEnv('FILE_STORE', kind);
      const db = ctx.database.db;
      // Its own unclaimed parcel: the seeded demo parcels are shared by every test file on PostgreSQL.
      const [tenant] = await db.select({ tenantId: parcels.tenantId }).from(parcels).limit(1);
      const parcel = await insertParcel(ctx, { tenantId: tenant.tenantId, userId: null }, { status: ParcelStatus.Arrived, arrivedAt: new Date() });
      const { id, fileName } = await saveParcelPhoto(db, parcel.id, png);
      expect(fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
      const [row] = await db.select().from(parcelPhotos).where(eq(parcelPhotos.id, id));
      expect(row).toMatchObject({ parcelId: parcel.id, fileName, contentType: 'image/png', size: png.length });
      // The bytes are in the table (every process on the database serves them) or in the folder, not both.
      const inFolder = (await fs.readdir(folder()).catch(() => [] as string[])).includes(fileName);
      expect({ inFolder, rows: (await storedRows(fileName)).length }).toEqual(kind === 'database' ? { inFolder: false, rows: 1 } : { inFolder: true, rows: 0 });
      expect(Buffer.compare(await readParcelPhoto(db, fileName), png)).toBe(0);
      expect(photoUrl(parcel.id, id)).toBe(`/api/u/biz/parcel/${parcel.id}/photos/${id}`);

      await expect(readParcelPhoto(db, '../pg/PG_VERSION')).rejects.toMatchObject({ status: 404 });
      await expect(readParcelPhoto(db, '00000000-0000-0000-0000-000000000000.png')).rejects.toMatchObject({ status: 404 });
      await expect(saveParcelPhoto(db, parcel.id, Buffer.from('#!/bin/sh'))).rejects.toMatchObject({
        status: 400,
        message: 'photoTypeInvalid',
      });
    });
  }

  it('a photo written to the folder before the database store keeps being served by it', async () => {
    const db = ctx.database.db;
    vi.stubEnv('FILE_STORE', 'directory');
    const [tenant] = await db.select({ tenantId: parcels.tenantId }).from(parcels).limit(1);
    const parcel = await insertParcel(ctx, { tenantId: tenant.tenantId, userId: null }, { status: ParcelStatus.Arrived, arrivedAt: new Date() });
    const { fileName } = await saveParcelPhoto(db, parcel.id, png);
    vi.stubEnv('FILE_STORE', 'database');
    expect(await storedRows(fileName)).toEqual([]);
    expect(Buffer.compare(await readParcelPhoto(db, fileName), png)).toBe(0);
  });
});
