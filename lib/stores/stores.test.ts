import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from './expiring-storage';

// Each "page load" is a fresh module graph: new stores hydrating from what localStorage holds.
async function load() {
  vi.resetModules();
  const hydration = await import('./hydration');
  const stores = {
    announce: (await import('./announce-store')).useAnnounceStore,
    combinePay: (await import('./combine-pay-store')).useCombinePayStore,
    submitTranship: (await import('./submit-tranship-store')).useSubmitTranshipStore,
    wallet: (await import('./wallet-store')).useWalletStore,
  };
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

describe('logistics order ids (lsCombinePay, 1 h)', () => {
  it('keeps the ids for 1 hour', async () => {
    (await load()).combinePay.getState().setLogisticsOrderIds(['L1', 'L2']);
    vi.advanceTimersByTime(HOUR_MS - 1);
    expect((await load()).combinePay.getState().logisticsOrderIds).toEqual(['L1', 'L2']);
    vi.advanceTimersByTime(1);
    expect((await load()).combinePay.getState().logisticsOrderIds).toEqual([]);
  });

  it('reads corrupt storage as empty and removes it', async () => {
    localStorage.setItem('lsCombinePay', '{"value":');
    expect((await load()).combinePay.getState().logisticsOrderIds).toEqual([]);
    expect(localStorage.getItem('lsCombinePay')).toBeNull();
  });

  it('clear() empties state and storage', async () => {
    const { combinePay } = await load();
    combinePay.getState().setLogisticsOrderIds(['L1']);
    combinePay.getState().clear();
    expect(combinePay.getState().logisticsOrderIds).toEqual([]);
    expect(localStorage.getItem('lsCombinePay')).toBeNull();
  });
});

describe('selected order items and service fees (lsSubmitTranshipOrder, 12 h)', () => {
  it('keeps both for 12 hours', async () => {
    const { submitTranship } = await load();
    submitTranship.getState().setSelectedOrderItemIds(['P1']);
    submitTranship.getState().setAddedServiceFees([{ serviceId: 'S1', fee: 5 }]);
    vi.advanceTimersByTime(12 * HOUR_MS - 1);
    expect((await load()).submitTranship.getState()).toMatchObject({
      selectedOrderItemIds: ['P1'],
      addedServiceFees: [{ serviceId: 'S1', fee: 5 }],
    });
    vi.advanceTimersByTime(1);
    expect((await load()).submitTranship.getState()).toMatchObject({ selectedOrderItemIds: [], addedServiceFees: [] });
  });

  it('every write restarts the 12 hours', async () => {
    const { submitTranship } = await load();
    submitTranship.getState().setSelectedOrderItemIds(['P1']);
    vi.advanceTimersByTime(6 * HOUR_MS);
    submitTranship.getState().setSelectedOrderItemIds(['P1', 'P2']);
    vi.advanceTimersByTime(11 * HOUR_MS);
    expect((await load()).submitTranship.getState().selectedOrderItemIds).toEqual(['P1', 'P2']);
  });
});

describe('wallet tab (lsDetails)', () => {
  it("defaults to 'all' and persists without expiry", async () => {
    const { wallet } = await load();
    expect(wallet.getState().activeTab).toBe('all');
    wallet.getState().setActiveTab('recharge');
    vi.advanceTimersByTime(1000 * HOUR_MS);
    expect((await load()).wallet.getState().activeTab).toBe('recharge');
  });
});

describe('hydration', () => {
  it('does not read storage before rehydratePersistedStores (first render matches the server)', async () => {
    localStorage.setItem('lsDetails', JSON.stringify({ value: { state: { activeTab: 'topup' }, version: 0 }, expiresAt: null }));
    vi.resetModules();
    const { useWalletStore } = await import('./wallet-store');
    expect(useWalletStore.getState().activeTab).toBe('all');
    await (await import('./hydration')).rehydratePersistedStores();
    expect(useWalletStore.getState().activeTab).toBe('topup');
  });
});
