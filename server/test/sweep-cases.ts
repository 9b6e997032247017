// The requests of the privacy sweep: for an operation and a caller, every value the contract needs, with
// the id-like values set as a case says (the owner's id under test, else the caller's own record or their
// tenant's data), and the cases themselves: each owned id field with each of the owner's ids of its kinds.
import { PaymentMethod } from '../../lib/contract/enums.ts';
import { encodePng } from '../seed/png.ts';
import { idFieldsOf, isOwned, type IdField, type Kind, type OwnedKind } from './id-kinds.ts';
import { fieldLabel, fieldsOf, sampleOf, typedAs, type Field, type JsonSchema, type Operation } from './openapi-operations.ts';
import { placeValue, type Values } from './openapi-requests.ts';
import type { Person } from './privacy-fixtures.ts';

let serial = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();

/** Values of ordinary fields that pass the contract's own checks (a phone, a country, an amount…). */
export function ordinaryValue(name: string, schema: JsonSchema, caller: Pick<Person, 'shared'>): unknown {
  if (typedAs(schema) === 'enum') return undefined;
  const byName: Record<string, unknown> = {
    phone: '4155550100',
    postcode: '94105',
    city: 'Sweepville',
    addressLine1: '1 Sweep Lane',
    recipientName: 'Sweep',
    currency: caller.shared.currency,
    amount: 10,
    method: PaymentMethod.bankcard,
    expectedTotal: 1,
    estimatedWeight: 1.2,
    rating: 5,
    deliveryMode: 1,
    email: 'sweep@example.com',
    quantity: 1,
    unitValue: 1,
    declaredName: 'Cup',
    url: 'https://item.taobao.com/item.htm?id=1',
    title: 'Cup',
    unitPrice: 1,
  };
  if (name in byName) return byName[name];
  return undefined;
}

const wrap = (field: Field, value: unknown) => (typedAs(field.schema) === 'array' && !Array.isArray(value) ? [value] : value);

/** Which of the caller's own records fills a field the case does not test (a parcel in stock, not on an order). */
const OWN_PICK: Partial<Record<OwnedKind, number>> = { parcel: 2, waybill: 1, good: 1 };
/** Own records sent in optional fields too: an address makes a draft price (others change what a call means). */
const OPTIONAL_OWN: OwnedKind[] = ['address'];

/** A value of this kind of the caller: their own record, their tenant's, or (required only) a sample. */
function ownValue(kind: Kind, caller: Person, field: Field): unknown {
  if (isOwned(kind)) return field.required || OPTIONAL_OWN.includes(kind) ? caller.ids[kind][OWN_PICK[kind] ?? 0] : undefined;
  if (kind in caller.shared) return caller.shared[kind];
  if (!field.required) return undefined;
  return kind === 'input' ? fresh('SW') : sampleOf(field.schema);
}

export interface Case {
  op: Operation;
  caller: Person;
  /** The field under test, the owner's id sent in it, or none (a read without the owner's ids). */
  under: { label: string; kind: Kind; id: string }[];
  values: Values;
}

/** The request values of `op` for `caller`, with `chosen` (field label → value) in place. */
export function valuesFor(op: Operation, caller: Person, chosen: Map<string, unknown> = new Map()): Values {
  const fields = fieldsOf(op);
  const { ids } = idFieldsOf(op, fields);
  const idLabels = new Set(ids.map((i) => fieldLabel(i.field)));
  const choose = (name: string, schema: JsonSchema) => ordinaryValue(name, schema, caller);
  const values: Values = { path: {}, query: {}, headers: {} };
  if (op.body) {
    const multipart = op.body.contentType.startsWith('multipart/');
    values.body = multipart ? {} : sampleOf(op.body.schema, choose);
    if (multipart) {
      for (const [key, schema] of Object.entries(op.body.schema.properties ?? {})) {
        const binary = schema.format === 'binary' || schema.items?.format === 'binary';
        if (binary)
          (values.body as Record<string, unknown>)[key] = new Blob([new Uint8Array(encodePng(3, 2, new Uint8Array(18).fill(7)))], { type: 'image/png' });
      }
    }
  }
  for (const p of op.parameters) {
    if (p.in === 'header') {
      if (p.name === 'idempotency-key') values.headers![p.name] = fresh('sweep-');
      continue;
    }
    if (p.required) (p.in === 'path' ? values.path! : values.query!)[p.name] = String(sampleOf(p.schema, choose, p.name));
  }
  for (const { field, kinds, filter } of ids) {
    const label = fieldLabel(field);
    const value = chosen.has(label) ? chosen.get(label) : filter ? undefined : ownValue(kinds[0], caller, field);
    if (value === undefined) continue;
    placeValue(values, field, wrap(field, value));
  }
  for (const [label, value] of chosen) {
    if (idLabels.has(label)) continue;
    const field = fields.find((f) => fieldLabel(f) === label);
    if (field) placeValue(values, field, value);
  }
  return values;
}

/** The owner's ids of these kinds: every one. */
const ownerIds = (owner: Person, kinds: Kind[], perKind = Infinity) =>
  kinds.filter(isOwned).flatMap((kind) => owner.ids[kind].slice(0, perKind).map((id) => ({ kind, id })));

/** Targets: owned id fields that name a record (not a list's filter). */
export const targetsOf = (ids: IdField[]) => ids.filter((i) => !i.filter && i.kinds.some(isOwned));
export const filtersOf = (ids: IdField[]) => ids.filter((i) => i.filter && i.kinds.some(isOwned));

/** The intruders' cases of an operation on the owner's records: one per target field, owner id and intruder. */
export function targetCases(op: Operation, owner: Person, intruders: Person[]): Case[] {
  const targets = targetsOf(idFieldsOf(op, fieldsOf(op)).ids);
  const cases: Case[] = [];
  for (const caller of intruders) {
    for (const target of targets) {
      for (const { kind, id } of ownerIds(owner, target.kinds)) {
        const label = fieldLabel(target.field);
        cases.push({ op, caller, under: [{ label, kind, id }], values: valuesFor(op, caller, new Map([[label, wrap(target.field, id)]])) });
      }
    }
    if (targets.length > 1) {
      const under = targets.map((t) => ({ label: fieldLabel(t.field), ...ownerIds(owner, t.kinds)[0] }));
      cases.push({ op, caller, under, values: valuesFor(op, caller, new Map(under.map((u, i) => [u.label, wrap(targets[i].field, u.id)]))) });
    }
  }
  return cases;
}

/** A read's cases: once as is, then each filter field with each of the owner's values of its kinds. */
export function readCases(op: Operation, owner: Person, callers: Person[]): Case[] {
  const filters = filtersOf(idFieldsOf(op, fieldsOf(op)).ids);
  return callers.flatMap((caller) => [
    { op, caller, under: [], values: valuesFor(op, caller) },
    ...filters.flatMap((filter) =>
      ownerIds(owner, filter.kinds, 1).map(({ kind, id }) => {
        const label = fieldLabel(filter.field);
        return { op, caller, under: [{ label, kind, id }], values: valuesFor(op, caller, new Map([[label, wrap(filter.field, id)]])) };
      }),
    ),
  ]);
}

/** A public operation's cases: as is, then each field that may name a member's record with each owner id. */
export function publicCases(op: Operation, owner: Person, visitor: Person): Case[] {
  const { ids } = idFieldsOf(op, fieldsOf(op));
  return [
    { op, caller: visitor, under: [], values: valuesFor(op, visitor) },
    ...ids.flatMap(({ field, kinds }) =>
      ownerIds(owner, kinds).map(({ kind, id }) => {
        const label = fieldLabel(field);
        return { op, caller: visitor, under: [{ label, kind, id }], values: valuesFor(op, visitor, new Map([[label, wrap(field, id)]])) };
      }),
    ),
  ];
}
