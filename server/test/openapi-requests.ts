// Requests of an OpenAPI operation (./openapi-operations.ts) with chosen values: each value put where its
// field goes (path, query, header, or its place in a JSON, form or multipart body), or a raw body; sent to
// the app in process and read as text and, when it parses, JSON.
import type { TestContext } from './harness.ts';
import type { Field, Operation } from './openapi-operations.ts';

/** Sets `value` at `keys` of `target` ('[]': every item of the array there, or a first item). */
export function setAt(target: Record<string, unknown>, keys: string[], value: unknown): void {
  const [key, ...rest] = keys;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  if (rest[0] === '[]') {
    const items = Array.isArray(target[key]) && (target[key] as unknown[]).length ? (target[key] as Record<string, unknown>[]) : [{}];
    target[key] = items;
    for (const item of items) setAt(item, rest.slice(1), value);
    return;
  }
  if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
  setAt(target[key] as Record<string, unknown>, rest, value);
}

export interface Values {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The body as a value (sent as JSON or a form, by the operation's first content type) or raw text. */
  body?: unknown;
  raw?: { text: string; contentType: string };
}

/** Puts `value` where the field goes: a path, query or header parameter, or its place in the body. */
export function placeValue(values: Values, field: Field, value: unknown): void {
  if (field.in === 'path') (values.path ??= {})[field.name] = String(value);
  else if (field.in === 'query') (values.query ??= {})[field.name] = value;
  else if (field.in === 'header') (values.headers ??= {})[field.name] = String(value);
  else {
    if (typeof values.body !== 'object' || values.body === null) values.body = {};
    setAt(values.body as Record<string, unknown>, field.keys, value);
  }
}

/** The URL and RequestInit that call the operation with these values. */
export function requestOf(op: Operation, values: Values, base: { host: string; token?: string; lang?: string; address?: string }) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((values.path?.[name] ?? 'x').toWellFormed()));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values.query ?? {})) {
    if (value === undefined) continue;
    query.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const headers: Record<string, string> = {
    host: base.host,
    'accept-language': base.lang ?? 'en',
    wms_platform: '11',
    ...(base.token ? { authorization: `Bearer ${base.token}` } : {}),
    ...(base.address ? { 'x-forwarded-for': base.address } : {}),
    ...values.headers,
  };
  let body: BodyInit | undefined;
  if (values.raw) {
    headers['content-type'] = values.raw.contentType;
    body = values.raw.text;
  } else if (values.body !== undefined && op.body) {
    if (op.body.contentType.startsWith('multipart/')) {
      const form = new FormData();
      for (const [key, value] of Object.entries(values.body as Record<string, unknown>)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item instanceof Blob) form.append(key, item, `${key}.png`);
          else form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
        }
      }
      body = form;
    } else if (op.body.contentType === 'application/x-www-form-urlencoded') {
      headers['content-type'] = op.body.contentType;
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(values.body as Record<string, unknown>))
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
      body = form.toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(values.body);
    }
  }
  const qs = query.toString();
  return { url: `http://${base.host}${path}${qs ? `?${qs}` : ''}`, init: { method: op.method, headers, body } };
}

/** Calls the app and reads the answer as text (and JSON when it parses). */
export async function send(app: TestContext['app'], request: ReturnType<typeof requestOf>) {
  const res = await app.request(request.url, request.init);
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, data };
}
