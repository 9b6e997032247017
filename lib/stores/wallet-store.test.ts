import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each "page load" is a fresh module graph: a new store hydrating from what localStorage holds.
async function load() {
  vi.resetModules();
  const hydration = await import('./hydration');
  const mod = await import('./wallet-store');
  await hydration.rehydratePersistedStores();
  return mod;
}

beforeEach(() => localStorage.clear());

describe('wallet active tab (lsDetails)', () => {
  it('defaults to all', async () => {
    expect((await load()).useWalletStore.getState().activeTab).toBe('all');
  });

  it('is persisted without expiry and restored on the next load', async () => {
    (await load()).useWalletStore.getState().setActiveTab('payment');
    const stored = JSON.parse(localStorage.getItem('lsDetails')!);
    expect(stored.expiresAt).toBeNull();
    expect(stored.value.state).toEqual({ activeTab: 'payment' });
    expect((await load()).useWalletStore.getState().activeTab).toBe('payment');
  });

  it('reads an unknown stored tab as all', async () => {
    localStorage.setItem('lsDetails', JSON.stringify({ value: { state: { activeTab: 'withdrawals' }, version: 0 }, expiresAt: null }));
    expect((await load()).useWalletStore.getState().activeTab).toBe('all');
  });

  it('does not read storage before hydration (the first render matches the server)', async () => {
    localStorage.setItem('lsDetails', JSON.stringify({ value: { state: { activeTab: 'refund' }, version: 0 }, expiresAt: null }));
    vi.resetModules();
    const { useWalletStore } = await import('./wallet-store');
    expect(useWalletStore.getState().activeTab).toBe('all');
    await (await import('./hydration')).rehydratePersistedStores();
    expect(useWalletStore.getState().activeTab).toBe('refund');
  });
});

describe('resolveWalletTab', () => {
  it('lets the URL win when it names a tab', async () => {
    const { resolveWalletTab } = await load();
    expect(resolveWalletTab('recharge', 'payment')).toEqual({ tab: 'recharge', restore: false });
    expect(resolveWalletTab('all', 'payment')).toEqual({ tab: 'all', restore: false });
  });

  it('restores the stored tab when the URL names none (or an unknown one)', async () => {
    const { resolveWalletTab } = await load();
    expect(resolveWalletTab(null, 'payment')).toEqual({ tab: 'payment', restore: true });
    expect(resolveWalletTab('bogus', 'refund')).toEqual({ tab: 'refund', restore: true });
    expect(resolveWalletTab(undefined, 'all')).toEqual({ tab: 'all', restore: false });
  });
});
