// Payment mode, provider keys and where the providers are.
//
// PAYMENT_MODE           `sandbox` or `live`; unset: no online method at all (bank transfer and Taobao only),
//                        whatever the database. Sandbox: server/ mounts fake providers at /api/sandbox (keys
//                        generated at first use, kept in the sandbox_state table) and the adapters talk to
//                        them in process; only an explicit `sandbox` mounts them (`npm start` sets it for the
//                        demo). Live: keys come from the variables below; a method with any key missing is
//                        unavailable (never sandboxed); /api/sandbox is absent.
// PAYMENT_NOTIFY_BASE_URL Optional. Public origin providers send notices to (…/api/payment/notify/<provider>),
//                        when it differs from the site's public origin (funds/public-origin.ts).
//
// Keys are PEM (line breaks may be written `\n`) or bare base64 DER (PKCS#8 private, SPKI public keys).
// WeChat Pay (APIv3, Native):
//   WECHATPAY_MCH_ID, WECHATPAY_APP_ID         merchant number, and the AppID bound to it
//   WECHATPAY_SERIAL_NO, WECHATPAY_PRIVATE_KEY the merchant API certificate's serial number and private key
//   WECHATPAY_APIV3_KEY                        the 32-character APIv3 key (decrypts notices)
//   WECHATPAY_PLATFORM_SERIAL                  the platform certificate serial or WeChat Pay public key id
//   WECHATPAY_PLATFORM_PUBLIC_KEY              its public key (verifies answers and notices)
//   WECHATPAY_BASE_URL                         optional, default https://api.mch.weixin.qq.com
// Alipay (page pay, RSA2):
//   ALIPAY_APP_ID, ALIPAY_SELLER_ID            the app id and the seller's PID (2088…), both checked on notices
//   ALIPAY_PRIVATE_KEY                         the app's private key
//   ALIPAY_PUBLIC_KEY                          Alipay's public key
//   ALIPAY_GATEWAY_URL                         optional, default https://openapi.alipay.com/gateway.do
// PayPal (Orders v2):
//   PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET     REST app credentials
//   PAYPAL_WEBHOOK_ID                          the webhook (PAYMENT.CAPTURE.COMPLETED) that notices are checked against
//   PAYPAL_BASE_URL                            optional, default https://api-m.paypal.com
// HitPay:
//   HITPAY_API_KEY, HITPAY_SALT                API key, and the salt that signs webhooks
//   HITPAY_BASE_URL                            optional, default https://api.hit-pay.com
// Billplz (v3):
//   BILLPLZ_API_KEY, BILLPLZ_X_SIGNATURE_KEY   API secret key, and the X Signature key
//   BILLPLZ_COLLECTION_ID                      the collection bills are made in
//   BILLPLZ_BASE_URL                           optional, default https://www.billplz.com
import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxState } from '../../db/schema/index.ts';
import { newRsaKeyPair, parsePrivateKey, parsePublicKey, randomHex, randomText } from './crypto.ts';
import type { HttpFetch, ProviderName } from './types.ts';

/** `off`: PAYMENT_MODE is unset, and no online method is offered (the sandbox is never implied). */
export type PaymentMode = 'sandbox' | 'live' | 'off';

/** PAYMENT_MODE: `live`, `sandbox`, or `off` when unset; any other value is a configuration error. */
export function paymentMode(env: Record<string, string | undefined> = process.env): PaymentMode {
  const value = (env.PAYMENT_MODE ?? '').trim().toLowerCase();
  if (value === 'live') return 'live';
  if (value === 'sandbox') return 'sandbox';
  if (value === '') return 'off';
  throw new Error(`PAYMENT_MODE must be "sandbox" or "live", not "${env.PAYMENT_MODE}"`);
}

export interface WechatConfig {
  baseUrl: string;
  mchId: string;
  appId: string;
  serialNo: string;
  privateKey: KeyObject;
  apiV3Key: string;
  platformSerial: string;
  platformPublicKey: KeyObject;
}
export interface AlipayConfig {
  /** Where the server calls the API (query, close). */
  gatewayUrl: string;
  /** Where the browser is sent to pay, when not gatewayUrl (the sandbox: the customer's own origin). */
  browserGateway?: (returnUrl: string) => string;
  appId: string;
  sellerId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
}
export interface PaypalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}
export interface HitpayConfig {
  baseUrl: string;
  apiKey: string;
  salt: string;
}
export interface BillplzConfig {
  baseUrl: string;
  apiKey: string;
  xSignatureKey: string;
  collectionId: string;
}
export interface ProviderConfigs {
  wechat?: WechatConfig;
  alipay?: AlipayConfig;
  paypal?: PaypalConfig;
  hitpay?: HitpayConfig;
  billplz?: BillplzConfig;
}

// Live mode --------------------------------------------------------------------------------------------------

const REQUIRED: Record<ProviderName, string[]> = {
  wechat: [
    'WECHATPAY_MCH_ID',
    'WECHATPAY_APP_ID',
    'WECHATPAY_SERIAL_NO',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_SERIAL',
    'WECHATPAY_PLATFORM_PUBLIC_KEY',
  ],
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_SELLER_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  hitpay: ['HITPAY_API_KEY', 'HITPAY_SALT'],
  billplz: ['BILLPLZ_API_KEY', 'BILLPLZ_X_SIGNATURE_KEY', 'BILLPLZ_COLLECTION_ID'],
};

/** The variables a provider needs that are not set (empty when it is fully configured). */
export function missingLiveKeys(name: ProviderName, env: Record<string, string | undefined> = process.env): string[] {
  return REQUIRED[name].filter((key) => !env[key]?.trim());
}

const base = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');

/** The providers configured in the environment; one whose keys are missing or unreadable is left out. */
export function liveConfigs(env: Record<string, string | undefined> = process.env, log: (line: string) => void = () => {}): ProviderConfigs {
  const configs: ProviderConfigs = {};
  const v = (key: string) => (env[key] ?? '').trim();
  const build: Record<ProviderName, () => void> = {
    wechat: () => {
      configs.wechat = {
        baseUrl: base(env.WECHATPAY_BASE_URL, 'https://api.mch.weixin.qq.com'),
        mchId: v('WECHATPAY_MCH_ID'),
        appId: v('WECHATPAY_APP_ID'),
        serialNo: v('WECHATPAY_SERIAL_NO'),
        privateKey: parsePrivateKey(v('WECHATPAY_PRIVATE_KEY')),
        apiV3Key: v('WECHATPAY_APIV3_KEY'),
        platformSerial: v('WECHATPAY_PLATFORM_SERIAL'),
        platformPublicKey: parsePublicKey(v('WECHATPAY_PLATFORM_PUBLIC_KEY')),
      };
      if (Buffer.byteLength(configs.wechat.apiV3Key) !== 32) throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes');
    },
    alipay: () => {
      configs.alipay = {
        gatewayUrl: base(env.ALIPAY_GATEWAY_URL, 'https://openapi.alipay.com/gateway.do'),
        appId: v('ALIPAY_APP_ID'),
        sellerId: v('ALIPAY_SELLER_ID'),
        privateKey: parsePrivateKey(v('ALIPAY_PRIVATE_KEY')),
        alipayPublicKey: parsePublicKey(v('ALIPAY_PUBLIC_KEY')),
      };
    },
    paypal: () => {
      configs.paypal = {
        baseUrl: base(env.PAYPAL_BASE_URL, 'https://api-m.paypal.com'),
        clientId: v('PAYPAL_CLIENT_ID'),
        clientSecret: v('PAYPAL_CLIENT_SECRET'),
        webhookId: v('PAYPAL_WEBHOOK_ID'),
      };
    },
    hitpay: () => {
      configs.hitpay = {
        baseUrl: base(env.HITPAY_BASE_URL, 'https://api.hit-pay.com'),
        apiKey: v('HITPAY_API_KEY'),
        salt: v('HITPAY_SALT'),
      };
    },
    billplz: () => {
      configs.billplz = {
        baseUrl: base(env.BILLPLZ_BASE_URL, 'https://www.billplz.com'),
        apiKey: v('BILLPLZ_API_KEY'),
        xSignatureKey: v('BILLPLZ_X_SIGNATURE_KEY'),
        collectionId: v('BILLPLZ_COLLECTION_ID'),
      };
    },
  };
  for (const name of Object.keys(build) as ProviderName[]) {
    if (missingLiveKeys(name, env).length > 0) continue;
    try {
      build[name]();
    } catch (err) {
      delete configs[name];
      log(`${name}: ${(err as Error).message}`);
    }
  }
  return configs;
}

/** Live HTTP: the real fetch with a time limit, never following redirects silently. */
export const liveFetch: HttpFetch = (url, init) => fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });

// Sandbox mode -----------------------------------------------------------------------------------------------

/** Where server-side calls reach the sandbox providers (handed to the app in process, never over the network). */
export const SANDBOX_ORIGIN = 'http://payments.sandbox';
export const SANDBOX_PREFIX = '/api/sandbox';
export const sandboxBase = (name: ProviderName) => `${SANDBOX_ORIGIN}${SANDBOX_PREFIX}/${name}`;

/** Both sides' keys of every sandbox provider, as stored in sandbox_state (PEM texts). */
export interface SandboxKeys {
  version: 1;
  wechat: {
    mchId: string;
    appId: string;
    serialNo: string;
    merchantPrivateKey: string;
    merchantPublicKey: string;
    apiV3Key: string;
    platformSerial: string;
    platformPrivateKey: string;
    platformPublicKey: string;
  };
  alipay: {
    appId: string;
    sellerId: string;
    appPrivateKey: string;
    appPublicKey: string;
    alipayPrivateKey: string;
    alipayPublicKey: string;
  };
  paypal: { clientId: string; clientSecret: string; webhookId: string; signingPrivateKey: string; signingPublicKey: string };
  hitpay: { apiKey: string; salt: string };
  billplz: { apiKey: string; xSignatureKey: string; collectionId: string };
}

const KEYS_ROW = 'payment-provider-keys';

async function generateSandboxKeys(): Promise<SandboxKeys> {
  const [merchant, platform, app, alipay, paypal] = await Promise.all([newRsaKeyPair(), newRsaKeyPair(), newRsaKeyPair(), newRsaKeyPair(), newRsaKeyPair()]);
  const digits = '0123456789';
  return {
    version: 1,
    wechat: {
      mchId: `19${randomText(8, digits)}`,
      appId: `wx${randomHex(8)}`,
      serialNo: randomHex(20).toUpperCase(),
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      apiV3Key: randomText(32),
      platformSerial: `PUB_KEY_ID_${randomText(24, digits)}`,
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
    },
    alipay: {
      appId: `2021${randomText(12, digits)}`,
      sellerId: `2088${randomText(12, digits)}`,
      appPrivateKey: app.privateKey,
      appPublicKey: app.publicKey,
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKey: alipay.publicKey,
    },
    paypal: {
      clientId: `sb-${randomText(40)}`,
      clientSecret: randomText(48),
      webhookId: randomText(17),
      signingPrivateKey: paypal.privateKey,
      signingPublicKey: paypal.publicKey,
    },
    hitpay: { apiKey: randomHex(32), salt: randomText(64) },
    billplz: { apiKey: randomHex(18), xSignatureKey: `S-${randomText(22)}`, collectionId: randomText(8).toLowerCase() },
  };
}

const sandboxKeysByDb = new WeakMap<Db, Promise<SandboxKeys>>();

/** The sandbox keys: generated once (the first process to store them wins), then read from sandbox_state. */
export function sandboxKeys(db: Db): Promise<SandboxKeys> {
  let keys = sandboxKeysByDb.get(db);
  if (!keys) {
    keys = (async () => {
      const read = async () => (await db.select().from(sandboxState).where(eq(sandboxState.name, KEYS_ROW)))[0]?.value as SandboxKeys | undefined;
      const stored = await read();
      if (stored) return stored;
      await db
        .insert(sandboxState)
        .values({ name: KEYS_ROW, value: await generateSandboxKeys() })
        .onConflictDoNothing();
      const created = await read();
      if (!created) throw new Error('sandbox keys could not be stored');
      return created;
    })();
    keys.catch(() => sandboxKeysByDb.delete(db));
    sandboxKeysByDb.set(db, keys);
  }
  return keys;
}

/** The adapters' side of the sandbox keys (what a merchant would hold), pointing at the sandbox. */
export function sandboxConfigs(keys: SandboxKeys): Required<ProviderConfigs> {
  return {
    wechat: {
      baseUrl: sandboxBase('wechat'),
      mchId: keys.wechat.mchId,
      appId: keys.wechat.appId,
      serialNo: keys.wechat.serialNo,
      privateKey: parsePrivateKey(keys.wechat.merchantPrivateKey),
      apiV3Key: keys.wechat.apiV3Key,
      platformSerial: keys.wechat.platformSerial,
      platformPublicKey: parsePublicKey(keys.wechat.platformPublicKey),
    },
    alipay: {
      gatewayUrl: `${sandboxBase('alipay')}/gateway.do`,
      browserGateway: (returnUrl) => `${new URL(returnUrl).origin}${SANDBOX_PREFIX}/alipay/gateway.do`,
      appId: keys.alipay.appId,
      sellerId: keys.alipay.sellerId,
      privateKey: parsePrivateKey(keys.alipay.appPrivateKey),
      alipayPublicKey: parsePublicKey(keys.alipay.alipayPublicKey),
    },
    paypal: {
      baseUrl: sandboxBase('paypal'),
      clientId: keys.paypal.clientId,
      clientSecret: keys.paypal.clientSecret,
      webhookId: keys.paypal.webhookId,
    },
    hitpay: { baseUrl: sandboxBase('hitpay'), apiKey: keys.hitpay.apiKey, salt: keys.hitpay.salt },
    billplz: {
      baseUrl: sandboxBase('billplz'),
      apiKey: keys.billplz.apiKey,
      xSignatureKey: keys.billplz.xSignatureKey,
      collectionId: keys.billplz.collectionId,
    },
  };
}
