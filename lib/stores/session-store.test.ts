import { beforeEach, describe, expect, it } from 'vitest';
import { OrderKind } from '@/lib/contract/enums';
import { useHelpStore } from './help-store';
import { clearSignedInHint, hasSignedInHint, memberDisplayName, useSessionStore } from './session-store';
import { useStatusStore } from './status-store';

const member = { id: 'U1', userName: 'amy', name: null, phone: '13800000000', email: 'a@b.co' };

beforeEach(() => {
  useSessionStore.setState({ signedIn: false, member: null, tenant: null });
});

describe('session store', () => {
  it('holds no token: only signedIn, member and tenant', () => {
    expect(Object.keys(useSessionStore.getState()).filter((k) => typeof useSessionStore.getState()[k as 'signedIn'] !== 'function').sort()).toEqual([
      'member',
      'signedIn',
      'tenant',
    ]);
  });

  it('setMember signs in; clear() forgets the member but keeps the tenant', () => {
    const store = useSessionStore.getState();
    store.setTenant('T1');
    store.setMember(member);
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, member, tenant: 'T1' });
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ signedIn: false, member: null, tenant: 'T1' });
  });

  it('hydrate seeds from the server render', () => {
    useSessionStore.getState().hydrate({ signedIn: true, member, tenant: 'T9' });
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, member, tenant: 'T9' });
  });

  it('reads and clears the signed_in hint cookie', () => {
    document.cookie = 'signed_in=1; path=/';
    expect(hasSignedInHint()).toBe(true);
    clearSignedInHint();
    expect(hasSignedInHint()).toBe(false);
  });

  it('displays name, else phone, else email', () => {
    expect(memberDisplayName(member)).toBe('13800000000');
    expect(memberDisplayName({ ...member, name: 'Amy' })).toBe('Amy');
    expect(memberDisplayName({ ...member, phone: null })).toBe('a@b.co');
    expect(memberDisplayName(null)).toBe('');
  });
});

describe('in-memory stores', () => {
  it('status lists by kind, sorted', () => {
    useStatusStore.getState().setStatuses(OrderKind.MyParcel, [
      { type: 10, status: 60, name: 'Arrived', sort: 2 },
      { type: 10, status: 50, name: 'NotArrival', sort: 1 },
    ]);
    useStatusStore.getState().setStatuses(OrderKind.CombinedOrder, [{ type: 20, status: 10, name: 'PendingPacking', sort: 1 }]);
    expect(useStatusStore.getState().parcelStatuses.map((s) => s.status)).toEqual([50, 60]);
    expect(useStatusStore.getState().combinedOrderStatuses).toHaveLength(1);
  });

  it('selected help categories', () => {
    useHelpStore.getState().setSelectedCategoryIds(['c1', 'c2']);
    expect(useHelpStore.getState().selectedCategoryIds).toEqual(['c1', 'c2']);
  });
});
