import { describe, expect, it } from 'vitest';
import { recentAnswers } from './recent-answers';

describe('recentAnswers', () => {
  it('answers from memory until ttlMs has passed, then reads again', async () => {
    let clock = 1_000;
    let reads = 0;
    const memory = recentAnswers<number>({ ttlMs: 10_000, now: () => clock });
    const load = async () => ++reads;
    expect(await memory.read('a', load)).toBe(1);
    clock += 9_999;
    expect(await memory.read('a', load)).toBe(1);
    expect(await memory.read('b', load)).toBe(2);
    clock += 1;
    expect(await memory.read('a', load)).toBe(3);
  });

  it('never remembers a failure or an answer `keep` refuses', async () => {
    const memory = recentAnswers<string | null>({ ttlMs: 10_000 });
    await expect(memory.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memory.read('a', async () => null, Boolean)).toBeNull();
    expect(await memory.read('a', async () => 'up', Boolean)).toBe('up');
    expect(await memory.read('a', async () => 'changed', Boolean)).toBe('up');
  });

  it('is emptied when full, so a flood of keys cannot grow it', async () => {
    let reads = 0;
    const memory = recentAnswers<number>({ ttlMs: 10_000, maxEntries: 2 });
    const load = async () => ++reads;
    await memory.read('a', load);
    await memory.read('b', load);
    await memory.read('c', load);
    expect(await memory.read('c', load)).toBe(3);
    expect(await memory.read('a', load)).toBe(4);
  });
});
