import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../cli/index.ts';
import { storedFiles } from '../db/schema/index.ts';
import { labelPhoto } from '../seed/png.ts';
import { testAppPerFile } from '../test/harness.ts';
import { bucketDir, databaseStore, directoryStore, fileStore, fileStoreKind, importFolders } from './file-store.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
let root: string;
let env: Record<string, string>;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  env = { PARCEL_PHOTO_DIR: path.join(root, 'parcels'), WAYBILL_PHOTO_DIR: path.join(root, 'boxes'), TOPUP_PROOF_DIR: path.join(root, 'proofs') };
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const png = labelPhoto('STORE', [10, 20, 30]);
const uuidName = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.png`;
const rowsOf = (bucket: string, name: string) =>
  db()
    .select({ size: storedFiles.size, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.name, name)));

describe('choosing the store', () => {
  it('FILE_STORE: database by default, or directory; anything else stops the server', () => {
    expect(fileStoreKind({})).toBe('database');
    expect(fileStoreKind({ FILE_STORE: 'directory' })).toBe('directory');
    expect(fileStore({ FILE_STORE: 'directory' }).kind).toBe('directory');
    expect(() => fileStoreKind({ FILE_STORE: 's3' })).toThrow(/FILE_STORE must be/);
  });

  it('the folders: each bucket its variable, else its name under DATA_DIR, else under .data', () => {
    expect(bucketDir('parcel-photos', { PARCEL_PHOTO_DIR: '/srv/photos', DATA_DIR: '/x' })).toBe('/srv/photos');
    expect(bucketDir('waybill-photos', { DATA_DIR: '/var/lib/site' })).toBe('/var/lib/site/waybill-photos');
    expect(bucketDir('topup-proofs', {})).toBe(path.resolve('.data/topup-proofs'));
  });
});

describe('the database store', () => {
  it('keeps the bytes in stored_files, answers them, removes them; a name with a path is never read', async () => {
    const store = databaseStore(env);
    await store.put(db(), 'waybill-photos', uuidName(1), png, 'image/png');
    expect(await rowsOf('waybill-photos', uuidName(1))).toEqual([{ size: png.length, contentType: 'image/png' }]);
    expect((await store.get(db(), 'waybill-photos', uuidName(1)))?.equals(png)).toBe(true);
    expect(await store.get(db(), 'parcel-photos', uuidName(1))).toBeNull(); // buckets are apart
    await expect(store.put(db(), 'waybill-photos', uuidName(1), png, 'image/png')).rejects.toThrow(); // never overwritten
    await expect(store.put(db(), 'waybill-photos', '../escape.png', png, 'image/png')).rejects.toThrow(/not a file name/);
    expect(await store.get(db(), 'waybill-photos', '../../etc/passwd')).toBeNull();
    await store.remove(db(), 'waybill-photos', [uuidName(1)]);
    expect(await store.get(db(), 'waybill-photos', uuidName(1))).toBeNull();
  });

  it('a file stored in a transaction that rolls back is gone with it', async () => {
    const store = databaseStore(env);
    await expect(
      db().transaction(async (tx) => {
        await store.put(tx, 'parcel-photos', uuidName(2), png, 'image/png');
        throw new Error('the arrival failed');
      }),
    ).rejects.toThrow('the arrival failed');
    expect(await rowsOf('parcel-photos', uuidName(2))).toEqual([]);
  });
});

describe('the directory store', () => {
  it('writes one file per name under the bucket’s folder, never over another, and removes it', async () => {
    const store = directoryStore(env);
    await store.put(db(), 'topup-proofs', uuidName(3), png, 'image/png');
    expect((await fs.readFile(path.join(root, 'proofs', uuidName(3)))).equals(png)).toBe(true);
    expect(await rowsOf('topup-proofs', uuidName(3))).toEqual([]);
    expect((await store.get(db(), 'topup-proofs', uuidName(3)))?.equals(png)).toBe(true);
    await expect(store.put(db(), 'topup-proofs', uuidName(3), png, 'image/png')).rejects.toThrow(/EEXIST/);
    expect(store.where('topup-proofs', uuidName(3))).toBe(path.join(root, 'proofs', uuidName(3)));
    await store.remove(db(), 'topup-proofs', [uuidName(3)]);
    expect(await store.get(db(), 'topup-proofs', uuidName(3))).toBeNull();
  });
});

describe('moving the folders into the database', () => {
  it('importFolders copies the generated names once; the database store then serves them without the folder', async () => {
    const folders = { ...env, PARCEL_PHOTO_DIR: path.join(root, 'old-parcels') };
    await fs.mkdir(folders.PARCEL_PHOTO_DIR, { recursive: true });
    await fs.writeFile(path.join(folders.PARCEL_PHOTO_DIR, uuidName(4)), png);
    await fs.writeFile(path.join(folders.PARCEL_PHOTO_DIR, 'notes.txt'), 'not a photo');
    const store = databaseStore(folders);
    // Before the move the folder still answers (the older photos keep being served).
    expect((await store.get(db(), 'parcel-photos', uuidName(4)))?.equals(png)).toBe(true);

    const first = await importFolders(db(), folders);
    expect(first['parcel-photos']).toEqual({ imported: 1, alreadyStored: 0 });
    expect(await rowsOf('parcel-photos', 'notes.txt')).toEqual([]);
    expect((await importFolders(db(), folders))['parcel-photos']).toEqual({ imported: 0, alreadyStored: 1 });

    await fs.rm(folders.PARCEL_PHOTO_DIR, { recursive: true });
    expect((await store.get(db(), 'parcel-photos', uuidName(4)))?.equals(png)).toBe(true);
  });

  it('npm run ops -- files-import says what it copied, bucket by bucket', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { ...env, WAYBILL_PHOTO_DIR: path.join(root, 'old-boxes') });
    try {
      await fs.mkdir(process.env.WAYBILL_PHOTO_DIR!, { recursive: true });
      await fs.writeFile(path.join(process.env.WAYBILL_PHOTO_DIR!, uuidName(5)), png);
      const lines: string[] = [];
      const code = await run(['files-import'], (line) => lines.push(line), { open: async () => ({ ...ctx().database, close: async () => {} }) });
      expect(code).toBe(0);
      expect(lines).toContain('waybill-photos: 1 imported, 0 already in the database');
      expect(await rowsOf('waybill-photos', uuidName(5))).toEqual([{ size: png.length, contentType: 'image/png' }]);
    } finally {
      for (const key of ['PARCEL_PHOTO_DIR', 'WAYBILL_PHOTO_DIR', 'TOPUP_PROOF_DIR']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });
});
