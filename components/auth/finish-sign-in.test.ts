import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { loadCurrentMember } from '@/lib/api/account';
import { server } from '@/tests/msw/server';
import { finishSignIn } from './finish-sign-in';

vi.mock('@/lib/api/account', () => ({ loadCurrentMember: vi.fn(async () => ({})) }));

const CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jWXYZ';
const binds: unknown[] = [];

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  binds.length = 0;
  server.use(
    mock.post('/api/passport-management/bind', async ({ request }) => {
      binds.push(await request.json());
      return HttpResponse.json({ bound: true, expiresAt: '2030-01-01T00:00:00.000Z' });
    }),
  );
  // The page then leaves with a full navigation, which jsdom only reports ("Not implemented: navigation").
  window.history.replaceState(null, '', `/en/login?bind_link_pre_auth_code=${CODE}`);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('finishSignIn', () => {
  it("never links the URL's extension code by itself", async () => {
    await finishSignIn('/en');
    expect(binds).toEqual([]);
    expect(loadCurrentMember).toHaveBeenCalled();
  });

  it('links the code the customer agreed to', async () => {
    await finishSignIn('/en', { bindCode: CODE });
    expect(binds).toEqual([{ preAuthCode: CODE }]);
  });
});
