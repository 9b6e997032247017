import { beforeEach, describe, expect, it } from 'vitest';
import { clearSignedInHint, hasSignedInHint, memberDisplayName, useSessionStore } from './session-store';

const member = { id: 'U1', userName: 'amy', name: null, phone: '13800000000', email: 'a@b.co' };

beforeEach(() => {
  useSessionStore.setState({ signedIn: false, member: null });
});

describe('session store', () => {
  it('holds no token and no tenant (the gateway owns both): only signedIn and member', () => {
    expect(
      Object.keys(useSessionStore.getState())
        .filter((k) => typeof useSessionStore.getState()[k as 'signedIn'] !== 'function')
        .sort(),
    ).toEqual(['member', 'signedIn']);
  });

  it('setMember signs in; clear() forgets the member', () => {
    useSessionStore.getState().setMember(member);
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, member });
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ signedIn: false, member: null });
  });

  it('hydrate seeds from the server render', () => {
    useSessionStore.getState().hydrate({ signedIn: true, member });
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, member });
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
