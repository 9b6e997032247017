import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import { hasSignedInHint } from './signed-in-hint';

const clear = (name: string) => (document.cookie = `${name}=; max-age=0; path=/`);

afterEach(() => {
  for (const name of [SIGNED_IN_HINT_COOKIE, `x${SIGNED_IN_HINT_COOKIE}`, 'other']) clear(name);
});

describe('hasSignedInHint', () => {
  it('reads the hint cookie among others, and nothing that only looks like it', () => {
    expect(hasSignedInHint()).toBe(false);
    document.cookie = `x${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=10; path=/`;
    expect(hasSignedInHint()).toBe(false);
    document.cookie = 'other=a; path=/';
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    expect(hasSignedInHint()).toBe(true);
  });
});
