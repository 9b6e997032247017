import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const replace = vi.fn();
let query = 'days=30&page=2';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace, prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/my-wallet',
  useSearchParams: () => new URLSearchParams(query),
}));

const store = (activeTab: string) => localStorage.setItem('lsDetails', JSON.stringify({ value: { state: { activeTab }, version: 0 }, expiresAt: null }));

// A fresh page load: a store not yet hydrated, and the component bound to it.
async function load() {
  vi.resetModules();
  const { useWalletStore } = await import('@/lib/stores/wallet-store');
  const { WalletTabSync } = await import('./wallet-tab-sync');
  return { useWalletStore, WalletTabSync };
}

beforeEach(() => {
  replace.mockReset();
  query = 'days=30&page=2';
});

describe('<WalletTabSync/> (the store and ?tab= in step)', () => {
  it('restores the stored tab when the URL names none, keeping the search', async () => {
    store('payment');
    const { useWalletStore, WalletTabSync } = await load();
    await act(() => useWalletStore.persist.rehydrate());
    render(<WalletTabSync urlTab={null} />);
    expect(replace).toHaveBeenCalledWith('/en/user/my-wallet?days=30&tab=payment', { scroll: false });
  });

  it('waits for the store to hydrate before restoring', async () => {
    store('refund');
    const { useWalletStore, WalletTabSync } = await load();
    render(<WalletTabSync urlTab={null} />);
    expect(replace).not.toHaveBeenCalled();
    await act(() => useWalletStore.persist.rehydrate());
    expect(replace).toHaveBeenCalledWith('/en/user/my-wallet?days=30&tab=refund', { scroll: false });
  });

  it('lets the URL win and remembers its tab', async () => {
    store('payment');
    query = 'tab=recharge';
    const { useWalletStore, WalletTabSync } = await load();
    await act(() => useWalletStore.persist.rehydrate());
    render(<WalletTabSync urlTab="recharge" />);
    expect(replace).not.toHaveBeenCalled();
    expect(useWalletStore.getState().activeTab).toBe('recharge');
    expect(JSON.parse(localStorage.getItem('lsDetails')!).value.state.activeTab).toBe('recharge');
  });

  it('leaves a URL without a tab alone when the stored tab is the default', async () => {
    const { useWalletStore, WalletTabSync } = await load();
    await act(() => useWalletStore.persist.rehydrate());
    render(<WalletTabSync urlTab={null} />);
    expect(replace).not.toHaveBeenCalled();
    expect(useWalletStore.getState().activeTab).toBe('all');
  });
});
