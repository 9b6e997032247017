// Signature and encryption primitives the providers use (node:crypto), and amount text in minor units.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPair,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

/** SHA256withRSA (PKCS#1 v1.5), base64: WeChat Pay v3, Alipay RSA2, PayPal webhooks. */
export function rsaSign(data: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(data, 'utf8').sign(key, 'base64');
}

export function rsaVerify(data: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(data, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export async function newRsaKeyPair(): Promise<{ privateKey: string; publicKey: string }> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  };
}

/** A key given as PEM (with real or `\n`-escaped line breaks) or as bare base64 DER (PKCS#8 / SPKI). */
function keyMaterial(text: string): { pem: string } | { der: Buffer } {
  const unescaped = text.trim().replace(/\\n/g, '\n');
  if (unescaped.startsWith('-----BEGIN')) return { pem: unescaped };
  return { der: Buffer.from(unescaped.replace(/\s+/g, ''), 'base64') };
}

export function parsePrivateKey(text: string): KeyObject {
  const material = keyMaterial(text);
  return 'pem' in material ? createPrivateKey(material.pem) : createPrivateKey({ key: material.der, format: 'der', type: 'pkcs8' });
}

export function parsePublicKey(text: string): KeyObject {
  const material = keyMaterial(text);
  return 'pem' in material ? createPublicKey(material.pem) : createPublicKey({ key: material.der, format: 'der', type: 'spki' });
}

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64 of ciphertext followed by the 16-byte tag. */
export function aesGcmEncrypt(key: string, nonce: string, associatedData: string, plaintext: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts what aesGcmEncrypt made; throws when the tag does not match (tampered or wrong key). */
export function aesGcmDecrypt(key: string, nonce: string, associatedData: string, ciphertext: string): string {
  const bytes = Buffer.from(ciphertext, 'base64');
  if (bytes.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}

export function hmacSha256Hex(key: string, data: string): string {
  return createHmac('sha256', key).update(data, 'utf8').digest('hex');
}

/** Constant-time comparison of two texts (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random text of `length` characters from `alphabet` (default upper-case letters and digits). */
export function randomText(length: number, alphabet = ALNUM): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Minor units → "12.34" (every pay currency here has 2 decimals). */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.34" / "12.3" / "12" → 1234 / 1230 / 1200; null for anything else. */
export function decimalToMinor(text: string | null | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole minor units given as text ("2000") → 2000; null otherwise. */
export function integerText(text: string | null | undefined): number | null {
  return /^\d{1,15}$/.test((text ?? '').trim()) ? Number(text) : null;
}
