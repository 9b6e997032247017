import { delay, http as mock, HttpResponse } from 'msw';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { useSessionStore } from '@/lib/stores/session-store';
import { server } from '@/tests/msw/server';
import { configureHttp, envHttp, http, listParams, loginUrl, resetHttpState, serializeParams } from './http';
import { errorMessageOf, isCancelledRequest } from './request-errors';
import { PROGRESS_FAILED_CLASS, resetProgress } from './progress';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  configureHttp({ locale: 'zh-Hans', messages: zh.errors, navigate });
  resetHttpState();
  resetProgress();
  useSessionStore.setState({ signedIn: false, member: null });
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

afterEach(() => {
  document.body.innerHTML = '';
});

const toasts = () => [...document.querySelectorAll('[role="alert"]')];

describe('client defaults', () => {
  it('uses base URL /, timeout 100000 ms, and the env base URL falls back to /', () => {
    expect(http.axios.defaults.baseURL).toBe('/');
    expect(http.axios.defaults.timeout).toBe(100000);
    expect(envHttp.axios.defaults.baseURL).toBe('/');
    expect(envHttp.axios.defaults.timeout).toBe(100000);
  });
});

describe('headers', () => {
  it('sends Accept, wms_platform 11, X-Requested-With and the UI language; no tenant when none is set', async () => {
    let headers: Headers | undefined;
    server.use(
      mock.get('/api/echo', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('/api/echo');
    expect(headers?.get('accept')).toBe('application/json, text/plain, */*');
    expect(headers?.get('wms_platform')).toBe('11');
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('accept-language')).toBe('zh-Hans');
    expect(headers?.has('__tenant')).toBe(false);
    expect(headers?.has('authorization')).toBe(false);
  });

  it('follows the configured locale and never sends __tenant: the gateway sets the tenant of the host (also on POST, and on envHttp)', async () => {
    const seen: Headers[] = [];
    server.use(
      mock.post('/api/echo', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({});
      }),
    );
    configureHttp({ locale: 'en' });
    await http.post('/api/echo', { a: 1 });
    await envHttp.post('/api/echo', { a: 2 });
    for (const headers of seen) {
      expect(headers.get('accept-language')).toBe('en');
      expect(headers.get('__tenant')).toBeNull();
      expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
      expect(headers.get('wms_platform')).toBe('11');
    }
    expect(seen).toHaveLength(2);
  });
});

describe('query serialization', () => {
  it('writes key=value pairs joined with &, URL-encoded, skipping undefined, null and empty', async () => {
    let search = '';
    server.use(
      mock.get('/api/q', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({});
      }),
    );
    await http.get('/api/q', {
      params: { a: 1, b: undefined, c: null, d: '', e: 'x y&z', zero: 0, no: false, ids: ['1', '2'] },
    });
    expect(search).toBe('?a=1&e=x%20y%26z&zero=0&no=false&ids=1&ids=2');
  });

  it('serializeParams handles empty input and URLSearchParams', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({ a: '' })).toBe('');
    expect(serializeParams(new URLSearchParams({ k: 'v' }))).toBe('k=v');
    expect(serializeParams({ 'sp ace': 'ü' })).toBe('sp%20ace=%C3%BC');
  });
});

describe('listParams', () => {
  it('defaults to page 1, limit 20', () => {
    expect(listParams()).toEqual({ maxResultCount: 20, skipCount: 0 });
  });
  it('computes skipCount = (page-1) x limit', () => {
    expect(listParams({ page: 3, limit: 10 })).toEqual({ maxResultCount: 10, skipCount: 20 });
  });
  it("strips a trailing 'ending' from sorting", () => {
    expect(listParams({ sorting: 'creationTime descending' }).sorting).toBe('creationTime desc');
    expect(listParams({ sorting: 'name ascending' }).sorting).toBe('name asc');
    expect(listParams({ sorting: 'name asc' }).sorting).toBe('name asc');
  });
  it('omits an empty filter and keeps a real one', () => {
    expect(listParams({ filter: '' })).not.toHaveProperty('filter');
    expect(listParams({ filter: null })).not.toHaveProperty('filter');
    expect(listParams({ filter: 'P100' }).filter).toBe('P100');
    expect(listParams({ sorting: '' })).not.toHaveProperty('sorting');
  });
});

describe('response status', () => {
  it('resolves the body only for 200; 201 and 204 resolve {}', async () => {
    server.use(
      mock.get('/api/ok', () => HttpResponse.json({ value: 42 })),
      mock.post('/api/created', () => HttpResponse.json({ id: 'X' }, { status: 201 })),
      mock.delete('/api/none', () => new HttpResponse(null, { status: 204 })),
    );
    await expect(http.get('/api/ok')).resolves.toEqual({ value: 42 });
    await expect(http.post('/api/created', { a: 1 })).resolves.toEqual({});
    await expect(http.delete('/api/none')).resolves.toEqual({});
  });
});

describe('duplicate requests', () => {
  it('cancels the earlier identical request silently; the later one wins', async () => {
    server.use(
      mock.get('/api/slow', async ({ request }) => {
        await delay(30);
        return HttpResponse.json({ page: new URL(request.url).searchParams.get('page') });
      }),
    );
    const first = http.get('/api/slow', { params: { page: 1 } });
    const second = http.get('/api/slow', { params: { page: 1 } });
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('rejected');
    expect(isCancelledRequest((a as PromiseRejectedResult).reason)).toBe(true);
    expect(b).toEqual({ status: 'fulfilled', value: { page: '1' } });
    expect(toasts()).toHaveLength(0);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector(`#nprogress .${PROGRESS_FAILED_CLASS}`)).toBeNull();
  });

  it('does not cancel requests that differ in params, body or method, nor when dedupe is false', async () => {
    server.use(
      mock.get('/api/slow', async () => {
        await delay(20);
        return HttpResponse.json({ ok: true });
      }),
      mock.post('/api/slow', async ({ request }) => {
        await delay(20);
        return HttpResponse.json(await request.json());
      }),
    );
    const results = await Promise.allSettled([
      http.get('/api/slow', { params: { page: 1 } }),
      http.get('/api/slow', { params: { page: 2 } }),
      http.post('/api/slow', { a: 1 }),
      http.post('/api/slow', { a: 2 }),
      http.get('/api/slow', { params: { page: 9 }, dedupe: false }),
      http.get('/api/slow', { params: { page: 9 }, dedupe: false }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
  });
});

describe('401', () => {
  it('opens one re-login dialog for several failures, clears the session, and confirming goes to /login with the path and query', async () => {
    server.use(
      mock.get('/api/u/a', () => HttpResponse.json({ error: { message: 'x' } }, { status: 401 })),
      mock.get('/api/u/b', () => HttpResponse.json({}, { status: 401 })),
    );
    window.history.replaceState({}, '', '/user/combined-order?status=60&page=2');
    useSessionStore.setState({
      signedIn: true,
      member: { id: 'U1', userName: 'amy', name: 'Amy', phone: null, email: null },
    });
    document.cookie = 'signed_in=1; path=/';

    const results = await Promise.allSettled([http.get('/api/u/a'), http.get('/api/u/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);

    const dialogs = document.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title).toHaveTextContent(zh.errors.querentuichu);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent(zh.errors.requestMsg2);
    expect(dialog.querySelector('.app-confirm__cancel')).toHaveTextContent(zh.errors.quxiao);
    expect(toasts()).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({ signedIn: false, member: null });
    expect(document.cookie).not.toContain('signed_in=1');

    (dialog.querySelector('.app-confirm__confirm') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/user/combined-order?status=60&page=2')}`));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('goes to /en/login in English, in English words', async () => {
    server.use(mock.get('/api/u/a', () => HttpResponse.json({}, { status: 401 })));
    configureHttp({ locale: 'en', messages: en.errors });
    window.history.replaceState({}, '', '/en/user/my-wallet?tab=all');
    await expect(http.get('/api/u/a')).rejects.toBeTruthy();
    const confirm = document.querySelector('.app-confirm__confirm') as HTMLButtonElement;
    expect(confirm).toHaveTextContent(en.errors.chongxindenglu);
    confirm.click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/en/login?redirect=${encodeURIComponent('/en/user/my-wallet?tab=all')}`));
  });

  it('cancelling stays on the page and a later 401 may ask again', async () => {
    server.use(mock.get('/api/u/a', () => HttpResponse.json({}, { status: 401 })));
    await expect(http.get('/api/u/a')).rejects.toBeTruthy();
    (document.querySelector('.app-confirm__cancel') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
    await expect(http.get('/api/u/a')).rejects.toBeTruthy();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('loginUrl builds the target from a given path', () => {
    expect(loginUrl('/user/x?a=1&b=2')).toBe('/login?redirect=%2Fuser%2Fx%3Fa%3D1%26b%3D2');
  });
});

describe('error toast', () => {
  it("shows the server's error.message first", async () => {
    server.use(mock.post('/api/fail', () => HttpResponse.json({ error: { code: 'X', message: '余额不足 <b>now</b>' } }, { status: 400 })));
    await expect(http.post('/api/fail', {})).rejects.toBeTruthy();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('余额不足 <b>now</b>');
    expect(toasts()[0]!.querySelector('b')).toBeNull();
  });

  it('shows requestMsg when no response came back (network error)', async () => {
    server.use(mock.get('/api/down', () => HttpResponse.error()));
    await expect(http.get('/api/down')).rejects.toBeTruthy();
    expect(toasts()[0]).toHaveTextContent(zh.errors.requestMsg);
  });

  it("shows the error's own message when the response has no error.message", async () => {
    server.use(mock.get('/api/boom', () => new HttpResponse('oops', { status: 500 })));
    await expect(http.get('/api/boom')).rejects.toBeTruthy();
    expect(toasts()[0]).toHaveTextContent('Request failed with status code 500');
  });

  it('falls back to requestMsg1 when nothing else is known', () => {
    expect(errorMessageOf(undefined)).toBe(zh.errors.requestMsg1);
    expect(errorMessageOf(new Error(''))).toBe(zh.errors.requestMsg1);
    expect(errorMessageOf(new Error('own'))).toBe('own');
  });

  it('is not shown for silent requests', async () => {
    server.use(mock.get('/api/boom', () => HttpResponse.json({ error: { message: 'no' } }, { status: 500 })));
    await expect(http.get('/api/boom', { silent: true })).rejects.toBeTruthy();
    expect(toasts()).toHaveLength(0);
  });

  it('disappears after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    server.use(mock.get('/api/boom', () => HttpResponse.json({ error: { message: 'gone soon' } }, { status: 500 })));
    await expect(http.get('/api/boom')).rejects.toBeTruthy();
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(4800);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(300);
    expect(toasts()).toHaveLength(0);
  });
});

describe('progress bar', () => {
  it('is configured with start 0.2, speed 500 and no spinner', async () => {
    server.use(mock.get('/api/ok', () => HttpResponse.json({})));
    await http.get('/api/ok');
    expect(NProgress.settings).toMatchObject({ minimum: 0.2, speed: 500, showSpinner: false });
  });

  it('starts with a request and is marked failed when it fails', async () => {
    let barDuringRequest: Element | null = null;
    server.use(
      mock.get('/api/boom', () => {
        barDuringRequest = document.querySelector('#nprogress .bar');
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await expect(http.get('/api/boom')).rejects.toBeTruthy();
    expect(barDuringRequest).not.toBeNull();
    expect(document.querySelector('#nprogress .bar')).toHaveClass(PROGRESS_FAILED_CLASS);
  });

  it('is not marked failed for a successful request', async () => {
    server.use(mock.get('/api/ok', () => HttpResponse.json({})));
    await http.get('/api/ok');
    expect(document.querySelector(`#nprogress .${PROGRESS_FAILED_CLASS}`)).toBeNull();
  });
});
