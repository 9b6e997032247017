// Test support (no tests here) for the account page's forms: the catalogs they read, the HTTP client wired, the
// bodies a call sent, and a refusal with field errors as the contract gives it.
import { render } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { beforeEach, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import type { MemberDetail } from '@/lib/api/account';
import { server } from '@/tests/msw/server';

export const MEMBER: MemberDetail = {
  id: 'M1',
  userName: 'amy_01',
  name: 'Amy',
  phone: null,
  email: 'amy@example.com',
  internationalCode: '60',
  memberCode: 'K1234',
  levelName: 'Gold',
};

/** Wires the HTTP client before each test. */
export function wireHttpBetweenTests() {
  beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));
}

/** Renders with the namespaces the account pages scope to their forms. */
export function renderAccount(ui: ReactElement) {
  const messages = { account: en.account, auth: en.auth, validation: en.validation, errors: en.errors, notifications: en.notifications };
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** Answers `method path` with `reply` (after a tick, so the busy state shows) and keeps the JSON bodies sent. */
export function answer(method: 'post' | 'put', path: string, reply: () => Response = () => HttpResponse.json({})) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mock[method](path, async ({ request }) => {
      bodies.push((await request.json().catch(() => ({}))) as Record<string, unknown>);
      await delay(10);
      return reply();
    }),
  );
  return bodies;
}

/** A 400 whose `validationErrors` name server fields, as the contract answers a refused form. */
export const refusal =
  (...errors: { message: string; members: string[] }[]) =>
  () =>
    HttpResponse.json({ error: { code: 'ValidationError', message: 'Invalid', details: null, validationErrors: errors } }, { status: 400 });
