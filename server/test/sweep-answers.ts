// How the privacy sweep reads an answer: the values it holds (an owner's id as a value, or inside a link),
// the personal data it shows, and whether an error answer names only the fields under test.
import { fieldLabel, fieldsOf, typedAs, type Operation } from './openapi-operations.ts';
import type { Person } from './privacy-fixtures.ts';
import { ID_LIKE, OWNED_KINDS } from './id-kinds.ts';

/** Every string and number of a JSON answer with the key it is under (walked with a stack: answers may nest). */
export function leaves(data: unknown): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  const stack: [string, unknown][] = [['', data]];
  while (stack.length) {
    const [key, value] = stack.pop()!;
    if (typeof value === 'string' || typeof value === 'number') out.push({ key, value: String(value) });
    else if (Array.isArray(value)) stack.push(...value.map((item): [string, unknown] => [key, item]));
    else if (value && typeof value === 'object') stack.push(...Object.entries(value));
  }
  return out;
}

/**
 * The member's ids an answer holds: a long id anywhere (a value, or inside a link); a short one (a ledger
 * line's number) only as the value of an id-like key, so an amount of the same digits is no match.
 */
export function idsIn(data: unknown, member: Person, except: string[] = []): string[] {
  const values = leaves(data);
  return OWNED_KINDS.flatMap((kind) => member.ids[kind]).filter(
    (id) =>
      !except.includes(id) && values.some(({ key, value }) => (id.length >= 8 ? value.includes(id) : value === id && (ID_LIKE.test(key) || key === 'id'))),
  );
}

/** The member's personal values (names, phones, e-mail, address lines, member code) found in an answer. */
export const personalIn = (text: string, member: Person) => member.personal.filter((value) => value && text.includes(value));

type ErrorAnswer = { error?: { code?: string; validationErrors?: { members: string[] }[] | null } };

/** A field label or error member without its location and item indexes: `body:items.[].id` → `items.id`. */
const plain = (keys: string) => keys.replace(/^(body|path|query):/, '').replace(/\.(\d+|\[\])(?=\.|$)/g, '');

/** An error answer's code and the fields it names (item indexes left out), to compare two answers. */
export function errorOf(data: unknown): string {
  const error = (data as ErrorAnswer)?.error;
  return JSON.stringify([error?.code, (error?.validationErrors ?? []).flatMap((v) => v.members.map(plain))]);
}

/** A 400 whose validation errors name only these fields. */
export function namesOnly(data: unknown, labels: string[]): boolean {
  const errors = (data as ErrorAnswer)?.error?.validationErrors ?? [];
  return errors.length > 0 && errors.every((v) => v.members.every((m) => labels.map(plain).includes(plain(m))));
}

/** `id` shaped as the field at `label` takes it (an array field gets an array). */
export function shapedFor(op: Operation, label: string, id: string): string | string[] {
  const field = fieldsOf(op).find((f) => fieldLabel(f) === label);
  return field && typedAs(field.schema) === 'array' ? [id] : id;
}
