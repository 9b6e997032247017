// The axios factory: every rule of SPEC section 7 "Common behaviour" and section 8 (errors).
// The browser talks only to the same-origin /api gateway, which attaches Authorization from the
// httpOnly session cookie; nothing here ever sees a token.
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PLATFORM_HEADER, REQUEST_TIMEOUT_MS, REQUESTED_WITH_HEADER } from '@/lib/contract/constants';
import { Platform } from '@/lib/contract/enums';
import type { ListRequest } from '@/lib/contract/wire';
import { clearSignedInHint, useSessionStore } from '@/lib/stores/session-store';
import { confirmDialog, showErrorToast } from './feedback';
import { errorMessageOf } from './request-errors';
import { progressDone, progressStart } from './progress';
import { errorText, getRuntime } from './runtime';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast, no re-login dialog, no failed progress bar: the caller handles the failure. */
    silent?: boolean;
    /** Set false to let identical requests run side by side (default: the earlier is cancelled). */
    dedupe?: boolean;
  }
  interface InternalAxiosRequestConfig {
    requestMeta?: { key: string | null; controller: AbortController };
  }
}

export const ACCEPT_HEADER = 'application/json, text/plain, */*';

export interface HttpClient {
  readonly axios: AxiosInstance;
  request<T>(config: AxiosRequestConfig): Promise<T>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
}

export { configureHttp } from './runtime';
export type { HttpRuntimeConfig } from './runtime';

/** `key=value` pairs joined with `&`, URL-encoded; undefined, null and '' are skipped; arrays repeat the key. */
export function serializeParams(params: unknown): string {
  if (params == null) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params as Record<string, unknown>)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.join('&');
}

export interface ListQuery {
  page?: number;
  limit?: number;
  sorting?: string | null;
  filter?: string | null;
}

/** SPEC section 7 list parameters: skipCount = (page-1) x limit; 'name ascending' -> 'name asc'. */
export function listParams({ page = DEFAULT_PAGE, limit = DEFAULT_PAGE_SIZE, sorting, filter }: ListQuery = {}): ListRequest {
  const result: ListRequest = { maxResultCount: limit, skipCount: (page - 1) * limit };
  if (sorting) result.sorting = sorting.replace(/ending$/, '');
  if (filter !== undefined && filter !== null && filter !== '') result.filter = filter;
  return result;
}

/** The sign-in page for the current language, with the current path and query as `redirect`. */
export function loginUrl(currentPathAndQuery?: string): string {
  const here = currentPathAndQuery ?? `${window.location.pathname}${window.location.search}`;
  const prefix = getRuntime().locale === 'en' ? '/en' : '';
  return `${prefix}/login?redirect=${encodeURIComponent(here)}`;
}

let reloginOpen = false;

/** 401: forget the session, then one re-login confirm however many requests failed together. */
function handleUnauthorized(): void {
  useSessionStore.getState().clear();
  clearSignedInHint();
  if (reloginOpen) return;
  reloginOpen = true;
  const target = loginUrl();
  void confirmDialog({
    title: errorText('querentuichu'),
    message: errorText('requestMsg2'),
    confirmText: errorText('chongxindenglu'),
    cancelText: errorText('quxiao'),
  }).then((confirmed) => {
    if (confirmed) getRuntime().navigate(target);
    // After a confirm the page is leaving: keep the flag so late 401s stay quiet.
    else reloginOpen = false;
  });
}

function bodyKey(data: unknown): string | null {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (data instanceof URLSearchParams) return data.toString();
  // Uploads and binary bodies cannot be compared cheaply: never treated as duplicates.
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return null;
  try {
    return JSON.stringify(data);
  } catch {
    return null;
  }
}

function requestKey(config: InternalAxiosRequestConfig): string | null {
  if (config.dedupe === false) return null;
  const body = bodyKey(config.data);
  if (body === null) return null;
  const method = (config.method ?? 'get').toUpperCase();
  return `${method} ${config.baseURL ?? ''}|${config.url ?? ''}?${serializeParams(config.params)}#${body}`;
}

export function createHttpClient(baseURL: string): HttpClient {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: {
      Accept: ACCEPT_HEADER,
      [PLATFORM_HEADER]: String(Platform.FRONTEND_PC),
      [REQUESTED_WITH_HEADER]: 'XMLHttpRequest',
    },
    paramsSerializer: { serialize: serializeParams },
  });
  const pending = new Map<string, AbortController>();

  const settle = (config: InternalAxiosRequestConfig | undefined, failed: boolean) => {
    const meta = config?.requestMeta;
    if (!meta) return;
    if (meta.key !== null && pending.get(meta.key) === meta.controller) pending.delete(meta.key);
    config.requestMeta = undefined;
    progressDone(failed && !config.silent);
  };

  instance.interceptors.request.use((config) => {
    config.headers.set('accept-language', getRuntime().locale);

    const controller = new AbortController();
    const callerSignal = config.signal;
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener?.('abort', () => controller.abort());
    config.signal = controller.signal;

    const key = requestKey(config);
    if (key !== null) {
      // The earlier identical request is cancelled; the latest one wins.
      pending.get(key)?.abort();
      pending.set(key, controller);
    }
    config.requestMeta = { key, controller };
    progressStart();
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      settle(response.config, false);
      // Only 200 carries a body to the caller; any other 2xx resolves {} (SPEC section 7).
      return response.status === 200 ? response.data : {};
    },
    (error: AxiosError) => {
      const config = error.config;
      const cancelled = axios.isCancel(error);
      settle(config, !cancelled);
      if (cancelled || config?.silent) return Promise.reject(error);
      if (error.response?.status === 401) handleUnauthorized();
      else showErrorToast(errorMessageOf(error));
      return Promise.reject(error);
    },
  );

  // The response interceptor already unwrapped the body, so the promise holds T, not a response.
  const call = <T>(config: AxiosRequestConfig) => instance.request(config) as unknown as Promise<T>;
  return {
    axios: instance,
    request: call,
    get: (url, config) => call({ ...config, method: 'get', url }),
    delete: (url, config) => call({ ...config, method: 'delete', url }),
    post: (url, data, config) => call({ ...config, method: 'post', url, data }),
    put: (url, data, config) => call({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => call({ ...config, method: 'patch', url, data }),
  };
}

/** Same-origin client: every browser call goes through the /api gateway. */
export const http: HttpClient = createHttpClient('/');

/** Client whose host comes from the environment (inlined by Next at build time). */
export const envHttp: HttpClient = createHttpClient(process.env.NEXT_PUBLIC_API_BASE_URL ?? '/');

/** Test hook: allow the re-login dialog again. */
export function resetHttpState(): void {
  reloginOpen = false;
}
