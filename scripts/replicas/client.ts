// A browser-like caller of the site through the proxy: its own cookies (the session the gateway sets),
// the CSRF headers of a page of the site, JSON or a form; every answer says which replica gave it.
export interface Answer {
  status: number;
  replica: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  headers: Headers;
}

export interface SiteClient {
  call(method: string, path: string, body?: unknown, options?: { form?: boolean; key?: string }): Promise<Answer>;
  bytes(path: string): Promise<{ status: number; replica: string; bytes: Buffer }>;
  raw(path: string, init?: RequestInit): Promise<Response>;
}

/** Told the status of every answer and the time to its headers (a load bench counts them). */
export type AnswerObserver = (status: number, ms: number) => void;

/** `send`: how a request goes out (default fetch; a bench's preparation calls the app in process). */
export function siteClient(origin: string, observe?: AnswerObserver, send: typeof fetch = fetch): SiteClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const raw = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', cookieHeader());
    const started = performance.now();
    const response = await send(`${origin}${path}`, { redirect: 'manual', ...init, headers });
    observe?.(response.status, performance.now() - started);
    remember(response);
    return response;
  };
  return {
    raw,
    async call(method, path, body, options = {}) {
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', origin, 'accept-language': 'en' };
      if (options.key) headers['idempotency-key'] = options.key;
      let payload: string | undefined;
      if (body !== undefined) {
        headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
        payload = options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
      }
      const response = await raw(path, { method, headers, body: payload });
      const text = await response.text();
      let data: unknown = text;
      try {
        data = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: response.status, replica: response.headers.get('x-replica') ?? '?', data, headers: response.headers };
    },
    async bytes(path) {
      const response = await raw(path, { headers: { 'accept-language': 'en' } });
      return { status: response.status, replica: response.headers.get('x-replica') ?? '?', bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

/** Fails the run with what the server said. */
export function expectStatus(answer: { status: number; data?: unknown }, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} (expected ${status}): ${JSON.stringify(answer.data).slice(0, 400)}`);
}
