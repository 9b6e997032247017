import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { logsOutbox, outboxNotifier } from './index.ts';

const rows: unknown[] = [];
const fakeDb = { insert: () => ({ values: async (row: unknown) => void rows.push(row) }) } as unknown as Db;
const message = { tenantId: 't', channel: 'sms' as const, recipient: '+86 13800000000', subject: 'Code', body: 'Your code is 123456.' };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('one-time codes in the server log', () => {
  it('are not logged outside the embedded demo (PostgreSQL, SEED_DEMO=0), but still reach the outbox', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('VITEST', ''); // the tests are otherwise quiet
    vi.stubEnv('NOTIFY_LOG', '');
    vi.stubEnv('DATABASE_URL', 'postgres://db.example/prod');
    vi.stubEnv('SEED_DEMO', '');
    const before = rows.length;
    await outboxNotifier(fakeDb, message);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('SEED_DEMO', '0');
    await outboxNotifier(fakeDb, message);
    expect(log).not.toHaveBeenCalled();
    expect(rows.length).toBe(before + 2);
  });

  it('are logged in the embedded demo, in a line that says it is the demo outbox', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('VITEST', '');
    vi.stubEnv('NOTIFY_LOG', '');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('SEED_DEMO', '');
    await outboxNotifier(fakeDb, message);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/^\[demo outbox\] sms to \+86 13800000000: .*123456.*embedded demo without a mail\/SMS provider/);
  });

  it('logsOutbox: embedded demo only, never under the tests or with NOTIFY_LOG=0', () => {
    expect(logsOutbox({})).toBe(true);
    expect(logsOutbox({ SEED_DEMO: '1' })).toBe(true);
    expect(logsOutbox({ DATABASE_URL: 'postgres://x' })).toBe(false);
    expect(logsOutbox({ DATABASE_URL: 'postgres://x', SEED_DEMO: '1' })).toBe(false);
    expect(logsOutbox({ SEED_DEMO: '0' })).toBe(false);
    expect(logsOutbox({ NOTIFY_LOG: '0' })).toBe(false);
    expect(logsOutbox({ VITEST: 'true' })).toBe(false);
  });
});
