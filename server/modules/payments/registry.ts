// Which adapters exist and how they reach their provider: in live mode from the environment over the
// network; in sandbox mode with the sandbox keys, handed to the app itself in process.
import type { Db } from '../../db/client.ts';
import { alipayAdapter } from './adapters/alipay.ts';
import { billplzAdapter } from './adapters/billplz.ts';
import { hitpayAdapter } from './adapters/hitpay.ts';
import { paypalAdapter } from './adapters/paypal.ts';
import { wechatAdapter } from './adapters/wechat.ts';
import { liveConfigs, liveFetch, missingLiveKeys, paymentMode, type ProviderConfigs, sandboxConfigs, sandboxKeys } from './config.ts';
import { type HttpFetch, type PaymentAdapter, PROVIDER_METHODS, PROVIDER_NAMES, type ProviderName } from './types.ts';

type Adapters = Map<ProviderName, PaymentAdapter>;

function buildAdapters(configs: ProviderConfigs, http: HttpFetch): Adapters {
  const adapters: Adapters = new Map();
  if (configs.wechat) adapters.set('wechat', wechatAdapter(configs.wechat, http));
  if (configs.alipay) adapters.set('alipay', alipayAdapter(configs.alipay, http));
  if (configs.paypal) adapters.set('paypal', paypalAdapter(configs.paypal, http));
  if (configs.hitpay) adapters.set('hitpay', hitpayAdapter(configs.hitpay, http));
  if (configs.billplz) adapters.set('billplz', billplzAdapter(configs.billplz, http));
  return adapters;
}

// The app each database is served by: the sandbox's providers and notices go to it in process.
const appByDb = new WeakMap<Db, (request: Request) => Response | Promise<Response>>();

export function registerApp(db: Db, fetch: (request: Request) => Response | Promise<Response>): void {
  if (db && typeof db === 'object') appByDb.set(db, fetch);
}

/** fetch() that hands the request to the app serving `db` (sandbox providers, notices). */
export function inProcessFetch(db: Db): HttpFetch {
  return async (url, init) => {
    const app = appByDb.get(db);
    if (!app) throw new Error('payments: no app is mounted on this database');
    return app(new Request(url, init));
  };
}

// Live: built once per set of environment values (the keys are parsed once).
let live: { fingerprint: string; adapters: Adapters; problems: string[] } | null = null;

function liveAdapters(): { adapters: Adapters; problems: string[] } {
  const fingerprint = JSON.stringify(
    Object.entries(process.env)
      .filter(([key]) => /^(WECHATPAY|ALIPAY|PAYPAL|HITPAY|BILLPLZ)_/.test(key))
      .sort(),
  );
  if (live?.fingerprint !== fingerprint) {
    const problems: string[] = [];
    live = {
      fingerprint,
      adapters: buildAdapters(
        liveConfigs(process.env, (line) => problems.push(line)),
        liveFetch,
      ),
      problems,
    };
  }
  return live;
}

const sandboxByDb = new WeakMap<Db, Promise<Adapters>>();

function sandboxAdapters(db: Db): Promise<Adapters> {
  let adapters = sandboxByDb.get(db);
  if (!adapters) {
    adapters = sandboxKeys(db).then((keys) => buildAdapters(sandboxConfigs(keys), inProcessFetch(db)));
    adapters.catch(() => sandboxByDb.delete(db));
    sandboxByDb.set(db, adapters);
  }
  return adapters;
}

/** The adapter of a provider, or null when it is not available (live mode without its keys). */
export async function adapterByName(db: Db, name: ProviderName): Promise<PaymentAdapter | null> {
  const mode = paymentMode();
  if (mode === 'off') return null;
  const adapters = mode === 'live' ? liveAdapters().adapters : await sandboxAdapters(db);
  return adapters.get(name) ?? null;
}

export function providerOfMethod(method: number): ProviderName | null {
  return PROVIDER_NAMES.find((name) => PROVIDER_METHODS[name] === method) ?? null;
}

export async function adapterForMethod(db: Db, method: number): Promise<PaymentAdapter | null> {
  const name = providerOfMethod(method);
  return name ? adapterByName(db, name) : null;
}

/** The online methods that work now: all five in sandbox mode; those with complete keys in live mode; none when off. */
export function availableMethods(): number[] {
  const mode = paymentMode();
  if (mode === 'off') return [];
  if (mode === 'sandbox') return PROVIDER_NAMES.map((name) => PROVIDER_METHODS[name]);
  const { adapters } = liveAdapters();
  return PROVIDER_NAMES.filter((name) => adapters.has(name)).map((name) => PROVIDER_METHODS[name]);
}

/** One line for the start-up log: the mode, and in live mode which providers lack keys. */
export function describeSetup(): string {
  const mode = paymentMode();
  if (mode === 'off')
    return '[payments] off: PAYMENT_MODE is not set, so only bank transfer and Taobao are offered (PAYMENT_MODE=live for real providers, sandbox for test payments)';
  if (mode === 'sandbox') return '[payments] sandbox mode: simulated providers at /api/sandbox (set PAYMENT_MODE=live for real ones)';
  const { adapters, problems } = liveAdapters();
  const missing = PROVIDER_NAMES.filter((name) => !adapters.has(name)).map((name) => {
    const keys = missingLiveKeys(name);
    return keys.length > 0 ? `${name} (missing ${keys.join(', ')})` : `${name} (${problems.find((p) => p.startsWith(name)) ?? 'unreadable keys'})`;
  });
  const ready = PROVIDER_NAMES.filter((name) => adapters.has(name));
  return `[payments] live mode: available ${ready.join(', ') || 'none'}; unavailable ${missing.join('; ') || 'none'}`;
}
