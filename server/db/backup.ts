// Backups of the embedded PGlite folder (`npm run ops -- backup|restore <file>`), a gzipped tar of PGlite's
// data directory (dumpDataDir). One process opens a folder (./lock.ts), so a backup while the site runs is
// taken by that process: the CLI writes its request next to the lock and sends the holder SIGUSR2; the holder
// dumps between two transactions (inside PGlite's transaction lock), so the file is a consistent snapshot.
// Without a holder the CLI opens the folder itself. Restore refuses while a process holds the folder.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirLock, lockHolder } from './lock.ts';

const REQUEST = 'backup.request';
const DONE = 'backup.done';
const WAIT_MS = 10 * 60_000;

async function dumpTo(client: PGlite, file: string): Promise<number> {
  const blob = await client.transaction(() => client.dumpDataDir('gzip'));
  const bytes = Buffer.from(await blob.arrayBuffer());
  fs.writeFileSync(`${file}.part`, bytes);
  fs.renameSync(`${file}.part`, file);
  return bytes.length;
}

/** In the process that holds `dataDir`: answers the CLI's backup requests (SIGUSR2). Returns the stop. */
export function serveBackups(client: PGlite, dataDir: string): () => void {
  const onSignal = () => {
    const request = path.join(dataDir, REQUEST);
    let target = '';
    try {
      target = (JSON.parse(fs.readFileSync(request, 'utf8')) as { target: string }).target;
      fs.rmSync(request, { force: true });
    } catch {
      return; // no request: a stray signal
    }
    dumpTo(client, target).then(
      (bytes) => fs.writeFileSync(path.join(dataDir, DONE), JSON.stringify({ target, bytes })),
      (err: unknown) => fs.writeFileSync(path.join(dataDir, DONE), JSON.stringify({ target, error: String(err) })),
    );
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/** Writes a backup of `dataDir` to `file`; answers its size and who took it. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number; by: 'server' | 'cli' }> {
  const target = path.resolve(file);
  const holder = lockHolder(dataDir);
  if (holder) {
    const done = path.join(dataDir, DONE);
    fs.rmSync(done, { force: true });
    fs.writeFileSync(path.join(dataDir, REQUEST), JSON.stringify({ target }));
    process.kill(holder, 'SIGUSR2');
    for (const until = Date.now() + WAIT_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      if (!fs.existsSync(done)) continue;
      const answer = JSON.parse(fs.readFileSync(done, 'utf8')) as { target: string; bytes?: number; error?: string };
      if (answer.target !== target) continue;
      fs.rmSync(done, { force: true });
      if (answer.error) throw new Error(`The server (process ${holder}) could not write the backup: ${answer.error}`);
      return { bytes: answer.bytes ?? 0, by: 'server' };
    }
    throw new Error(`The server (process ${holder}) did not answer the backup request (is it an older version?)`);
  }
  const release = acquireDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pg') });
    try {
      return { bytes: await dumpTo(client, target), by: 'cli' };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Replaces the database of a stopped `dataDir` by the backup in `file` (the old one is moved aside). */
export async function restoreDataDir(dataDir: string, file: string): Promise<{ movedAside: string | null }> {
  const bytes = fs.readFileSync(path.resolve(file));
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(dataDir); // throws while a server holds the folder
  try {
    const pgDir = path.join(dataDir, 'pg');
    let movedAside: string | null = null;
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length) {
      movedAside = `${pgDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(pgDir, movedAside);
    }
    const client = await PGlite.create({ dataDir: pgDir, loadDataDir: new Blob([bytes]) });
    await client.query('SELECT 1');
    await client.close();
    return { movedAside };
  } finally {
    release();
  }
}
