import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.ts';
import { testAppPerFile } from '../test/harness.ts';
import { consume, tryConsume, type RateLimit } from './rate-limit.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
let seq = 0;
const limitOf = (limit: number, windowMs = 60_000): RateLimit => ({ scope: 'test', key: `k${Date.now()}-${(seq += 1)}`, limit, windowMs });

describe('the shared rate limit', () => {
  it('lets exactly the limit through out of many parallel calls', async () => {
    const limit = limitOf(3);
    const answers = await Promise.all(Array.from({ length: 12 }, () => tryConsume(db(), [limit])));
    expect(answers.filter(Boolean)).toHaveLength(3);
    const rows = await db()
      .select()
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.scope, 'test'), eq(rateLimitHits.key, limit.key)));
    expect(rows).toHaveLength(3);
  });

  it('slides: a call is counted for its window only, and old rows go', async () => {
    const limit = limitOf(1, 1_000);
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(await tryConsume(db(), [limit], { now: t0 })).toBe(true);
    expect(await tryConsume(db(), [limit], { now: new Date(t0.getTime() + 999) })).toBe(false);
    expect(await tryConsume(db(), [limit], { now: new Date(t0.getTime() + 1_000) })).toBe(true);
    const rows = await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, limit.key));
    expect(rows.map((r) => r.createdAt.getTime())).toEqual([t0.getTime() + 1_000]);
  });

  it('counts all keys or none: a call refused by one limit is not counted against the other', async () => {
    const open = limitOf(5);
    const full = limitOf(1);
    expect(await tryConsume(db(), [full])).toBe(true);
    expect(await tryConsume(db(), [open, full])).toBe(false);
    expect(await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, open.key))).toHaveLength(0);
  });

  it('refuses with 429 TooManyRequests', async () => {
    const limit = limitOf(1);
    await consume(db(), [limit]);
    await expect(consume(db(), [limit])).rejects.toMatchObject({ status: 429, code: 'TooManyRequests', message: 'tooManyRequests' });
  });
});
