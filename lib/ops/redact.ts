// What a log line may hold. Fields whose name says they carry a secret or personal data (passwords, tokens,
// cookies, credentials, one-time codes, e-mail addresses, phone numbers, client addresses, names) are replaced
// whatever their value; text (error messages and stacks included) loses e-mail addresses, credentials after
// an auth scheme, key=value secrets, JWTs and the parameter lists Drizzle puts in a failed query's message.
// Relative imports only: plain Node loads this file.

export const REDACTED = '[redacted]';

const SECRET_KEY =
  /pass(?:word|wd)?$|^pwd$|token|secret|cookie|authori[sz]ation|credential|api-?key|private-?key|signature|salt$|^otp$|(?:verification|login|pre-?auth|sms|one-?time|auth)-?code|e-?mail|phone|mobile|recipient|address|user-?name|real-?name|^name$|id-?card|passport-?no/i;

const TEXT_RULES: [RegExp, string][] = [
  // Drizzle: "Failed query: select … params: demo@example.com,13800000000" (up to the end of the line).
  [/\bparams: .*$/gm, `params: ${REDACTED}`],
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  [/\b(pass(?:word|wd)?|pwd|token|secret|api[-_]?key|code)=("[^"]*"|[^\s&;,]+)/gi, `$1=${REDACTED}`],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
];

const MAX_TEXT = 4000;
const MAX_DEPTH = 4;
const MAX_ITEMS = 50;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** Every rule needs one of these: most text (route patterns, host names) is returned at once. */
const MAY_HOLD_SECRET = /[@\s=]|eyJ/;

export function scrubText(text: string): string {
  let out = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  if (!MAY_HOLD_SECRET.test(out)) return out;
  for (const [pattern, replacement] of TEXT_RULES) out = out.replace(pattern, replacement);
  return out;
}

function errorFields(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: error.name, message: scrubText(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  if (error.stack) fields.stack = scrubText(error.stack);
  if (error.cause !== undefined && depth < MAX_DEPTH) fields.cause = redact(error.cause, depth + 1);
  return fields;
}

/** A copy of `value` fit for a log line (see the file's header). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (value instanceof Error) return errorFields(value, depth);
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    out[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}
