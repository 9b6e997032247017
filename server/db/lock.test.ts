import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock } from './lock.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('writes the PID, refuses a second holder, releases', () => {
    const dir = tmp();
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirLock(dir)).toThrow(/in use by process/);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    acquireDirLock(dir)();
  });

  it('takes over a stale lock of a dead process', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
