// Test support of the records pages (no tests here): a fetch ApiClient that msw answers, the mocked
// server seams (translations, site configuration, scoped messages) and record fixtures. The test files
// mock modules with `vi.mock(path, () => import('@/tests/kits/records-test-kit').then((kit) => kit.<module>))`.
import { render } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { ApiClient, CallOptions } from '@/lib/api/client';
import type { AccountChangeRecord, FundLogLine, Topup, TransactionRecord } from '@/lib/api/funds';
import en from '@/locales/en.json';
import { pickMessagePaths } from '@/components/ui/pick-message-paths';
import { server } from '@/tests/msw/server';

export const API = 'http://api.test';

async function call<T>(method: string, path: string, body?: unknown, options?: CallOptions): Promise<T> {
  const url = new URL(path, API);
  for (const [name, value] of Object.entries(options?.query ?? {}))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}

/** Like the server render's client: errors carry `status`. */
export const fetchApi: ApiClient = {
  get: (path, options) => call('GET', path, undefined, options),
  post: (path, body, options) => call('POST', path, body, options),
  put: (path, body, options) => call('PUT', path, body, options),
  delete: (path, options) => call('DELETE', path, undefined, options),
};

/** The paths each page asked its session client for (the sign-in `redirect`). */
export const apiCalls: string[] = [];

export const userApiModule = {
  userApi: vi.fn(async (_locale: string, _site: string, self: string) => {
    apiCalls.push(self);
    return fetchApi;
  }),
};

export const intlServerModule = {
  getTranslations: async (options?: { namespace?: string } | string) => {
    const namespace = typeof options === 'string' ? options : options?.namespace;
    return createTranslator({ locale: 'en', messages: en, namespace: namespace as 'records' });
  },
  getLocale: async () => 'en',
  setRequestLocale: () => {},
};

export const scopedIntlModule = {
  ScopedIntlProvider: ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={en}>
      {children}
    </NextIntlClientProvider>
  ),
};

/** The page's own picks of the catalog (not the whole of it), so a part a page forgot to pick shows in its test. */
export const pickedIntlModule = {
  PickedIntlProvider: ({ paths, children }: { paths: readonly string[]; children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={pickMessagePaths(en, paths)}>
      {children}
    </NextIntlClientProvider>
  ),
};

export const siteModule = {
  getSiteConfig: async () => ({ site: { baseCurrencySymbol: '¥', baseCurrencyCode: 'CNY' }, currentTenant: { id: '' } }),
};

export const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
export const location = { pathname: '/en/details/transaction-record', search: new URLSearchParams() };

/** next/navigation with the real notFound() and unstable_rethrow(), and a test router. */
export async function navigationModule(original: () => Promise<object>) {
  return {
    ...(await original()),
    useRouter: () => router,
    usePathname: () => location.pathname,
    useSearchParams: () => location.search,
    useParams: () => ({ locale: 'en', site: 'x' }),
  };
}

/** Renders what an async server page returned (its children are all synchronous or client components). */
export async function renderPage(page: Promise<ReactElement>) {
  return render((await resolveServerComponents(await page)) as ReactElement);
}

const isAsyncComponent = (type: unknown): type is (props: object) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction';

/**
 * Renders the async server components nested in a page (as React's server renderer would) so Testing
 * Library can render the rest: each async component is called and awaited, and every element passed in
 * props (children included) is resolved the same way. Client components are left for render().
 */
async function resolveServerComponents(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerComponents));
  if (!isValidElement(node)) return node;
  if (isAsyncComponent(node.type)) return resolveServerComponents(await node.type(node.props as object));
  const props = node.props as Record<string, unknown>;
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (isValidElement(value) || Array.isArray(value)) resolved[name] = await resolveServerComponents(value as ReactNode);
  }
  return Object.keys(resolved).length ? cloneElement(node, resolved) : node;
}

/** Expects `element` (a row, a card) to show each of `texts` somewhere in its text. */
export function expectTexts(element: HTMLElement, ...texts: (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** notFound()'s error, as Next marks it. */
export const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') });

export function record(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: 'TRAN1001',
    kind: 'topup',
    status: 2,
    method: 4,
    title: 'Top-up by PayPal',
    amount: 100,
    currency: 'CNY',
    payAmount: 100,
    payCurrency: 'CNY',
    refType: 'topup',
    refId: 'TOPUP1001',
    parentId: null,
    topupId: 'TOPUP1001',
    balanceAfter: 100,
    createdAt: '2026-03-01T08:00:00.000Z',
    completedAt: '2026-03-01T08:01:00.000Z',
    ...overrides,
  };
}

export function topup(overrides: Partial<Topup> = {}): Topup {
  return {
    id: 'TOPUP1001',
    transactionId: 'TRAN1001',
    method: 4,
    status: 2,
    currency: 'USD',
    rate: '0.13888889',
    baseCurrency: 'CNY',
    creditAmount: 100,
    payAmount: 13.89,
    serviceCharge: 0.79,
    totalPay: 14.68,
    creditedAmount: 100,
    payer: null,
    proofs: [],
    rejectReason: null,
    expiresAt: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    completedAt: '2026-03-01T08:01:00.000Z',
    next: null,
    ...overrides,
  };
}

export function logLine(overrides: Partial<FundLogLine> = {}): FundLogLine {
  return {
    id: '41',
    type: 'topup',
    transactionId: 'TRAN1001',
    title: 'Top-up by PayPal',
    amount: 100,
    balanceAfter: 100,
    currency: 'CNY',
    createdAt: '2026-03-01T08:01:00.000Z',
    ...overrides,
  };
}

export function accountChange(overrides: Partial<AccountChangeRecord> = {}): AccountChangeRecord {
  return {
    id: '77',
    transactionId: 'TRAN2001',
    reasonCode: 'compensation',
    reason: 'Parcel damaged in the warehouse',
    by: 'staff',
    amount: 25,
    balanceAfter: 125,
    currency: 'CNY',
    createdAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

export const emptyList = { totalCount: 0, items: [] };

/** Answers GET `url` with `body` (and `status`) from now on; returns the query of each request it answered. */
export function answerGet(url: string, body: object, status = 200): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  server.use(
    mock.get(url, ({ request }) => {
      sent.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}
