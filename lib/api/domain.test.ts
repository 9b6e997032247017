import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zh from '@/locales/zh-Hans.json';
import { LOGOUT_EXTENSION_MESSAGE_TYPE } from '@/lib/contract/constants';
import { NavPosition, OrderKind } from '@/lib/contract/enums';
import { useSessionStore } from '@/lib/stores/session-store';
import { server } from '@/tests/msw/server';
import { getCurrentMember, loadCurrentMember } from './account';
import { listNavigation, listStatusDefinitions } from './content';
import { configureHttp, resetHttpState } from './http';
import { login, loginBody, logout, signOut } from './passport';
import { getApplicationConfiguration, getEnums, getSettingByDomain } from './system';

const member = { id: 'U1', userName: 'amy', name: 'Amy', phone: '13800000000', email: null };

beforeEach(() => {
  configureHttp({ locale: 'zh-Hans', messages: zh.errors, navigate: vi.fn() });
  resetHttpState();
  useSessionStore.setState({ signedIn: false, member: null });
  document.body.innerHTML = '';
});

describe('passport', () => {
  it('logs in with JSON {username, password, userType Customer, bind_link_pre_auth_code}, trimmed', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      mock.post('/api/passport-management/login', async ({ request }) => {
        body = await request.json();
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ signedIn: true });
      }),
    );
    await expect(login({ username: '  amy@example.com ', password: 'abc123', bindLinkPreAuthCode: ' 9f ' })).resolves.toEqual({
      signedIn: true,
    });
    expect(contentType).toContain('application/json');
    expect(body).toEqual({ username: 'amy@example.com', password: 'abc123', userType: 2, bind_link_pre_auth_code: '9f' });
    expect(useSessionStore.getState().signedIn).toBe(true);
  });

  it('sends bind_link_pre_auth_code null when absent', () => {
    expect(loginBody({ username: 'a', password: 'b' }).bind_link_pre_auth_code).toBeNull();
  });

  it('logs out with POST /api/passport-management/logout and signOut clears local state and tells the extension', async () => {
    const calls: string[] = [];
    server.use(
      mock.post('/api/passport-management/logout', ({ request }) => {
        calls.push(request.headers.get('x-requested-with') ?? '');
        return HttpResponse.json({});
      }),
    );
    await expect(logout()).resolves.toEqual({});
    useSessionStore.setState({ signedIn: true, member });
    const posted = vi.spyOn(window, 'postMessage');
    await signOut();
    expect(calls).toEqual(['XMLHttpRequest', 'XMLHttpRequest']);
    expect(useSessionStore.getState()).toMatchObject({ signedIn: false, member: null });
    expect(posted).toHaveBeenCalledWith({ type: LOGOUT_EXTENSION_MESSAGE_TYPE }, window.location.origin);
    posted.mockRestore();
  });
});

describe('account', () => {
  it('reads the current member from GET /api/u/user and stores it', async () => {
    server.use(mock.get('/api/u/user', () => HttpResponse.json(member)));
    await expect(getCurrentMember()).resolves.toEqual(member);
    await loadCurrentMember();
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, member });
  });
});

describe('system', () => {
  it('getApplicationConfiguration returns the configuration; a failure rejects without a toast (the caller falls back)', async () => {
    const config = { id: 's', site: {}, currentTenant: { id: 'T1' }, localization: { currentCulture: { cultureName: 'zh-Hans' } } };
    server.use(mock.get('/api/system/application-configuration', () => HttpResponse.json(config)));
    await expect(getApplicationConfiguration()).resolves.toEqual(config);
    server.use(mock.get('/api/system/application-configuration', () => HttpResponse.json({}, { status: 500 })));
    await expect(getApplicationConfiguration()).rejects.toBeTruthy();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('getEnums posts to /api/system/enums; getSettingByDomain encodes the domain', async () => {
    let domainPath = '';
    server.use(
      mock.post('/api/system/enums', () => HttpResponse.json({ Platform: { FRONTEND_PC: 11 } })),
      mock.get('/api/web/setting/by-domain/:domain', ({ request }) => {
        domainPath = new URL(request.url).pathname;
        return HttpResponse.json({ id: 'x' });
      }),
    );
    await expect(getEnums()).resolves.toEqual({ Platform: { FRONTEND_PC: 11 } });
    await getSettingByDomain('shop.example.com');
    expect(domainPath).toBe('/api/web/setting/by-domain/shop.example.com');
  });
});

describe('content', () => {
  it('navigation asks navType with maxResultCount 99 and skipCount 0; a failure rejects without a toast (the caller logs it)', async () => {
    let search = '';
    server.use(
      mock.get('/api/f/content-management/navigation/list', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ totalCount: 1, items: [{ id: 'n1' }] });
      }),
    );
    await expect(listNavigation(NavPosition.Bottom)).resolves.toMatchObject({ totalCount: 1 });
    expect(search).toBe('?navType=2&maxResultCount=99&skipCount=0');

    server.use(mock.get('/api/f/content-management/navigation/list', () => HttpResponse.error()));
    await expect(listNavigation(NavPosition.Main)).rejects.toBeTruthy();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('status definitions by type', async () => {
    let type: string | null = null;
    server.use(
      mock.get('/api/f/status-management/status-definition/list', ({ request }) => {
        type = new URL(request.url).searchParams.get('type');
        return HttpResponse.json({ totalCount: 0, items: [] });
      }),
    );
    await listStatusDefinitions(OrderKind.CombinedOrder);
    expect(type).toBe('20');
  });
});
