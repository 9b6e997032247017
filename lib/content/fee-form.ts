// The fee calculator's GET form: parsing, validation before calling the backend, mapping of the
// backend's validationErrors to fields, and the chargeable-weight explanation. Pure: unit-tested.
import type { FeeQuote } from '../contract/wire';

export const FEE_FIELDS = ['countryCode', 'regionId', 'weight', 'length', 'width', 'height', 'goodsTypeId'] as const;
export type FeeField = (typeof FEE_FIELDS)[number];
export type FeeFormValues = Record<FeeField, string>;

/** Catalog keys of `calculator.errors`, or a server message as `{ message }`. */
export type FieldError = { key: 'countryRequired' | 'weightRequired' | 'weightNumber' | 'weightRange' | 'dimensionRange' } | { message: string };
export type FieldErrors = Partial<Record<FeeField, FieldError>>;

export const MAX_WEIGHT_KG = 1000;
export const MAX_SIDE_CM = 300;

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The typed values (kept in the form), trimmed and length-limited. `regions=1` (the form's "load
 * regions" button without JavaScript) only reloads the form with the chosen country's regions.
 */
export function readFeeForm(search: Search): { values: FeeFormValues; submitted: boolean } {
  const values = Object.fromEntries(FEE_FIELDS.map((f) => [f, first(search[f]).trim().slice(0, 64)])) as FeeFormValues;
  values.countryCode = values.countryCode.toUpperCase();
  const submitted = first(search.regions) !== '1' && FEE_FIELDS.some((f) => first(search[f]) !== '');
  return { values, submitted };
}

const NUMBER = /^\d+(?:[.,]\d+)?$/;
const toNumber = (value: string) => Number(value.replace(',', '.'));

/** Checks made before calling the backend (the backend checks again). */
export function validateFeeForm(values: FeeFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^[A-Z]{2}$/.test(values.countryCode)) errors.countryCode = { key: 'countryRequired' };
  if (!values.weight) errors.weight = { key: 'weightRequired' };
  else if (!NUMBER.test(values.weight)) errors.weight = { key: 'weightNumber' };
  else if (toNumber(values.weight) <= 0 || toNumber(values.weight) > MAX_WEIGHT_KG) errors.weight = { key: 'weightRange' };
  for (const side of ['length', 'width', 'height'] as const) {
    const value = values[side];
    if (value && (!NUMBER.test(value) || toNumber(value) > MAX_SIDE_CM)) errors[side] = { key: 'dimensionRange' };
  }
  return errors;
}

/** The fee-calculate query of valid values (decimal commas become points, empty values are left out). */
export function feeQuery(values: FeeFormValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FEE_FIELDS) {
    const value = values[field];
    if (value) query[field] = ['weight', 'length', 'width', 'height'].includes(field) ? String(toNumber(value)) : value;
  }
  return query;
}

/** The backend's `validationErrors[].members` as field errors; members outside the form are returned apart. */
export function mapValidationErrors(list: { message: string; members: string[] }[]): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const item of list) {
    const members = (item.members ?? []).map((m) => m.replace(/^query\./, ''));
    const known = members.filter((m): m is FeeField => (FEE_FIELDS as readonly string[]).includes(m));
    if (known.length === 0) other.push(item.message);
    for (const field of known) fields[field] ??= { message: item.message };
  }
  return { fields, other };
}

/** A weight in kg with at most 3 decimals and no trailing zeros. */
export function formatKg(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : '-';
}

export interface WeightExplanation {
  /** Which weight is charged: the actual one, or the volumetric one when it is greater. */
  applied: 'actual' | 'volumetric';
  actual: string;
  volumetric: string;
  chargeable: string;
  divisor: number;
  /** `L × W × H ÷ divisor` with the typed dimensions, or null without dimensions. */
  formula: string | null;
}

export function explainWeight(
  quote: Pick<FeeQuote, 'actualWeight' | 'volumetricWeight' | 'volumetricDivisor' | 'chargeableWeight'>,
  values: FeeFormValues,
): WeightExplanation {
  const sides = [values.length, values.width, values.height].map((v) => (v ? toNumber(v) : 0));
  return {
    applied: quote.volumetricWeight > quote.actualWeight ? 'volumetric' : 'actual',
    actual: formatKg(quote.actualWeight),
    volumetric: formatKg(quote.volumetricWeight),
    chargeable: formatKg(quote.chargeableWeight),
    divisor: quote.volumetricDivisor,
    formula: sides.every((s) => s > 0) ? `${sides.map(formatKg).join(' × ')} ÷ ${quote.volumetricDivisor}` : null,
  };
}
