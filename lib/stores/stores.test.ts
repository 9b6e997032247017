import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from './expiring-storage';

// Each "page load" is a fresh module graph: new stores hydrating from what localStorage holds.
async function load() {
  vi.resetModules();
  const hydration = await import('./hydration');
  const stores = { announce: (await import('./announce-store')).useAnnounceStore };
  await hydration.rehydratePersistedStores();
  return stores;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

describe('announcement settings (lsAnnounce, 24 h)', () => {
  it('keeps noShow for 24 hours, then forgets it', async () => {
    (await load()).announce.getState().setNoShow(true);
    expect(JSON.parse(localStorage.getItem('lsAnnounce')!).expiresAt).toBe(Date.now() + 24 * HOUR_MS);
    vi.advanceTimersByTime(24 * HOUR_MS - 1);
    expect((await load()).announce.getState().noShow).toBe(true);
    vi.advanceTimersByTime(1);
    expect((await load()).announce.getState().noShow).toBe(false);
    expect(localStorage.getItem('lsAnnounce')).toBeNull();
  });
});

describe('hydration', () => {
  it('does not read storage before rehydratePersistedStores (first render matches the server)', async () => {
    localStorage.setItem('lsAnnounce', JSON.stringify({ value: { state: { noShow: true }, version: 0 }, expiresAt: Date.now() + HOUR_MS }));
    vi.resetModules();
    const { useAnnounceStore } = await import('./announce-store');
    expect(useAnnounceStore.getState().noShow).toBe(false);
    await (await import('./hydration')).rehydratePersistedStores();
    expect(useAnnounceStore.getState().noShow).toBe(true);
  });
});
