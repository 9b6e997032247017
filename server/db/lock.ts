// A PID lock file so a second process cannot open the same PGlite folder (it would silently lose writes).
import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process that holds `dir`'s lock, or null (none, or a dead one's stale lock). */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock in `dir`; returns a release function. Throws when a live process holds it. */
export function acquireDirLock(dir: string): () => void {
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `Data folder ${dir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''}. ` +
            `Stop it, or point DATA_DIR to another folder (or set DATABASE_URL to use PostgreSQL).`,
        );
      }
      // Stale lock of a dead process: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
