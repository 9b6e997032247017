import axios from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zh from '@/locales/zh-Hans.json';
import { server } from '@/tests/msw/server';
import { configureHttp } from './http';
import { lazyCalls, lazyHttp, type HttpCalls } from './lazy-http';
import { errorMessageOf, isCancelledRequest } from './request-errors';

beforeEach(() => {
  configureHttp({ locale: 'en', messages: zh.errors, navigate: () => {} });
});

describe('lazyHttp', () => {
  it('makes the same calls through the one axios client: headers, language, the unwrapped body', async () => {
    let seen: Headers | undefined;
    server.use(
      mock.post('/api/echo', async ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ got: await request.json() });
      }),
    );
    await expect(lazyHttp.post('/api/echo', { a: 1 }, { silent: true })).resolves.toEqual({ got: { a: 1 } });
    expect(seen?.get('accept-language')).toBe('en');
    expect(seen?.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('keeps the client rule that the latest of two identical requests wins in the order they were made (one instance, not one per call)', async () => {
    server.use(mock.get('/api/slow', async () => HttpResponse.json({ ok: true })));
    const first = lazyHttp.get('/api/slow', { silent: true });
    const second = lazyHttp.get('/api/slow', { silent: true });
    const [a, b] = await Promise.allSettled([first, second]);
    expect(b).toEqual({ status: 'fulfilled', value: { ok: true } });
    expect(a.status === 'rejected' && isCancelledRequest(a.reason)).toBe(true);
  });
});

describe('lazyCalls', () => {
  it('loads the client once for many calls, and again after a failed load instead of failing every later call', async () => {
    const get = vi.fn(async (url: string) => (url ? 'ok' : 'none'));
    const load = vi
      .fn<() => Promise<HttpCalls>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ get } as unknown as HttpCalls);
    const calls = lazyCalls(load);
    await expect(calls.get('/a')).rejects.toThrow('chunk failed');
    await expect(Promise.all([calls.get('/b'), calls.get('/c')])).resolves.toEqual(['ok', 'ok']);
    await calls.get('/d');
    expect(load).toHaveBeenCalledTimes(2);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/b', '/c', '/d']);
  });
});

describe('request-errors (no axios import)', () => {
  it('recognises an axios cancellation as axios.isCancel does, and nothing else', () => {
    const cancelled = new axios.CanceledError('duplicate');
    expect(isCancelledRequest(cancelled)).toBe(axios.isCancel(cancelled));
    expect(isCancelledRequest(cancelled)).toBe(true);
    expect(isCancelledRequest(new Error('boom'))).toBe(false);
    expect(isCancelledRequest(null)).toBe(false);
  });

  it("words a failure by the server's message first", () => {
    expect(errorMessageOf({ response: { status: 400, data: { error: { message: 'Bad amount' } } } })).toBe('Bad amount');
  });
});
