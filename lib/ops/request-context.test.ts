// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptRequestId, currentRequestId, isSaneRequestId, newRequestId, runWithRequest } from './request-context';

describe('request ids', () => {
  it('takes letters, digits and a few separators, up to 128 characters', () => {
    for (const id of ['7f3c2a9e-1b4d-4c8e-9a0f-2d6e8b1c3a5f', 'a', 'Root=1-5759e988-bd862e3fe1be46a994272793', 'req_01:x.y+z/w', 'x'.repeat(128)]) {
      expect(isSaneRequestId(id), id).toBe(true);
    }
  });

  it('refuses anything else: empty, too long, spaces, quotes, control characters, non-strings', () => {
    for (const id of ['', 'x'.repeat(129), 'a b', 'a"b', 'a\nb', 'a\u0000', '<script>', 'é', ['a', 'b'], undefined, null, 42]) {
      expect(isSaneRequestId(id), JSON.stringify(id)).toBe(false);
    }
  });

  it('keeps an incoming id only when a trusted proxy vouches for it and it is sane', () => {
    expect(acceptRequestId('edge-1234', true)).toBe('edge-1234');
    const untrusted = acceptRequestId('edge-1234', false);
    expect(untrusted).not.toBe('edge-1234');
    expect(untrusted).toMatch(/^[0-9a-f-]{36}$/);
    expect(acceptRequestId('bad id', true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(acceptRequestId(['a', 'b'], true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(acceptRequestId(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('draws a different id each time', () => {
    expect(new Set(Array.from({ length: 100 }, newRequestId)).size).toBe(100);
  });
});

describe('the request context', () => {
  it('names the running request across awaits and timers, and nothing outside it', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequest({ requestId: 'one' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const inner = await runWithRequest({ requestId: 'two' }, async () => currentRequestId());
      return [currentRequestId(), inner];
    });
    expect(seen).toEqual(['one', 'two']);
    expect(currentRequestId()).toBeUndefined();
  });
});
