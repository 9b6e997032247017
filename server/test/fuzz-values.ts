// Hostile values for the fuzz test (./fuzz.test.ts), derived from a field's schema: the wrong type, 100 KB
// strings, negative and huge numbers, numbers past the database's integer range, NaN-ish and date-ish text,
// unicode (RTL, emoji, combining marks, a lone surrogate), NUL bytes, deep JSON; and whole bodies: empty,
// invalid JSON, duplicate keys, 10,000 and 100,000 levels of nesting, a top level that is no object, the
// wrong content type. A seeded generator picks the few a call may try, so every run sends the same.
import { typedAs, type Field, type Operation } from './openapi-operations.ts';

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` of `list` (all when it has no more), in a seeded order. */
export function pick<T>(random: () => number, list: T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

export interface Hostile {
  label: string;
  value: unknown;
}

const KB100 = 'A'.repeat(100 * 1024);
const deepArray = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/** Text that breaks naive handling: NUL bytes, bidi controls, emoji sequences, combining marks, a lone surrogate. */
export const HOSTILE_TEXT: Hostile[] = [
  { label: 'huge string', value: KB100 },
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'ab\u0000cd' },
  { label: 'RTL override', value: '\u202Egnp.exe' },
  { label: 'emoji', value: '👨‍👩‍👧‍👦🚀🇨🇳' },
  { label: 'combining', value: `e${'\u0301'.repeat(200)}` },
  { label: 'lone surrogate', value: '\uD800x' },
  { label: 'blank', value: '   ' },
  { label: 'quote and SQL', value: "x' OR '1'='1' --" },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'bad date', value: '2024-02-30' },
  { label: 'far date', value: '99999-12-31T00:00:00Z' },
  { label: 'NaN text', value: 'NaN' },
];

export const HOSTILE_NUMBERS: Hostile[] = [
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: 'int4 + 1', value: 2_147_483_648 },
  { label: '2^53 + 2', value: 2 ** 53 + 2 },
  { label: 'fraction', value: 1.5 },
  { label: 'tiny', value: 1e-9 },
];

const WRONG_TYPES: Hostile[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'number', value: 12345 },
  { label: 'string', value: 'abc' },
  { label: 'object', value: { $gt: '' } },
  { label: 'array', value: ['x'] },
  { label: 'deep array', value: deepArray(10_000) },
];

/** The hostile values of a field: the wrong types, then those of its own type. */
export function hostileFor(field: Field): Hostile[] {
  const type = typedAs(field.schema);
  const wrong = WRONG_TYPES.filter((w) => {
    const kind = w.value === null ? 'null' : Array.isArray(w.value) ? 'array' : typeof w.value;
    return !(kind === 'number' && (type === 'integer' || type === 'number')) && kind !== (type === 'integer' ? 'number' : type);
  });
  if (field.in !== 'body') return [...HOSTILE_TEXT, ...HOSTILE_NUMBERS.map((n) => ({ label: n.label, value: String(n.value) })), { label: 'empty', value: '' }];
  if (type === 'string' || type === 'union') return [...wrong, ...HOSTILE_TEXT];
  if (type === 'integer' || type === 'number') return [...wrong, ...HOSTILE_NUMBERS, { label: 'numeric text', value: '1e999' }];
  if (type === 'array')
    return [
      ...wrong,
      { label: 'hostile items', value: HOSTILE_TEXT.slice(1, 7).map((h) => h.value) },
      { label: '10,000 items', value: Array(10_000).fill('x') },
    ];
  if (type === 'enum') return [...wrong, { label: 'not in enum', value: 'zzz' }, { label: 'not in enum', value: 999_999 }];
  return wrong;
}

export interface RawBody {
  label: string;
  text: string;
  contentType: string;
}

/** Whole request bodies that are wrong as a whole, for an operation that takes one (`valid`: a valid one). */
export function hostileBodies(op: Operation, valid: unknown): RawBody[] {
  const json = 'application/json';
  const first = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid)[0] : undefined;
  const text = JSON.stringify(valid ?? {});
  const bodies: RawBody[] = [
    { label: 'empty', text: '', contentType: json },
    { label: 'invalid JSON', text: '{"a":', contentType: json },
    { label: 'JSON array', text: '[]', contentType: json },
    { label: 'JSON null', text: 'null', contentType: json },
    { label: 'JSON string', text: '"x"', contentType: json },
    { label: '10,000 nested arrays', text: '['.repeat(10_000) + ']'.repeat(10_000), contentType: json },
    { label: '100,000 nested arrays', text: '['.repeat(100_000) + ']'.repeat(100_000), contentType: json },
    { label: '10,000 nested objects', text: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000), contentType: json },
    { label: 'text/plain', text, contentType: 'text/plain' },
    { label: 'XML', text: '<a>1</a>', contentType: 'application/xml' },
    { label: 'broken multipart', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
    { label: 'form', text: 'a=1&a=2&%zz=%', contentType: 'application/x-www-form-urlencoded' },
  ];
  if (first) {
    // Duplicate keys: JSON.parse keeps the last one, which is hostile here, then valid.
    const key = JSON.stringify(first);
    bodies.push({ label: 'duplicate key, hostile last', text: `${text.slice(0, -1)},${key}:{"$gt":""}}`, contentType: json });
    bodies.push({ label: 'duplicate key, hostile first', text: `{${key}:{"$gt":""},${text.slice(1)}`, contentType: json });
  }
  if (op.body?.contentType.startsWith('multipart/')) bodies.push({ label: 'JSON to an upload', text: '{"file":"x"}', contentType: json });
  return bodies;
}
