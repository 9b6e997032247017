import { randomInt } from 'node:crypto';

let last = 0;
let seq = 0;

/** Prefixed, roughly time-ordered ids such as U17473000000001234 (SPEC id prefixes). */
export function newId(prefix: string): string {
  const now = Date.now();
  seq = now === last ? seq + 1 : randomInt(0, 5000);
  last = now;
  return `${prefix}${now}${String(seq % 10000).padStart(4, '0')}`;
}
