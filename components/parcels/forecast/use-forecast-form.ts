'use client';

import { useRef, useState } from 'react';
import type { FieldPath } from './forecast-errors';
import { fieldError, formErrors, type ForecastT } from './forecast-rules';
import type { ForecastFormValues, GoodsLineValues, ParcelCardValues } from './forecast-values';
import { useFocusFirstError } from '@/components/ui/form/use-focus-first-error';

/** A field's key in the errors: `parcels.1.goods.0.unitValue`. */
export const pathKey = (path: FieldPath) => path.join('.');
/** A field's id, as antd's Form named it in the form `forecast`: `forecast_parcels_1_goods_0_unitValue`. */
export const fieldId = (path: FieldPath) => `forecast_${path.join('_')}`;

type Errors = Partial<Record<string, string>>;
/** Stable React keys of the cards and their goods lines (a removed card's fields do not move to the next). */
type Keys = { card: string; lines: string[] }[];

/** The first render's keys (later ones are made as cards and lines are added). */
function firstKeys(values: ForecastFormValues): Keys {
  let n = 0;
  return values.parcels.map((card) => ({ card: `i${n++}`, lines: (card.goods ?? []).map(() => `i${n++}`) }));
}

function setIn(values: ForecastFormValues, path: FieldPath, value: unknown): ForecastFormValues {
  const [, parcel, field, line, lineField] = path;
  return {
    parcels: values.parcels.map((card, i) => {
      if (i !== parcel) return card;
      if (field === 'goods' && typeof line === 'number') {
        return { ...card, goods: (card.goods ?? []).map((goods, j) => (j === line ? { ...goods, [lineField as string]: value } : goods)) };
      }
      return { ...card, [field as string]: value };
    }),
  };
}

/** Errors under `prefix` (`parcels`, `parcels.2.goods`) without the entry `index`, the later ones moved up by one. */
function withoutEntry(errors: Errors, prefix: string, index: number): Errors {
  const out: Errors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(`${prefix}.`)) {
      out[key] = message;
      continue;
    }
    const [position, ...rest] = key.slice(prefix.length + 1).split('.');
    const n = Number(position);
    if (n === index) continue;
    out[[prefix, n > index ? n - 1 : n, ...rest].join('.')] = message;
  }
  return out;
}

/**
 * The forecast form's state without antd: the cards and their goods lines, an error per field (checked as the
 * member changes it, as antd's Form did, and all at once on submit with the focus on the first in error), the
 * server's errors under their fields, and the cards' and lines' keys.
 */
export function useForecastForm(initial: () => ForecastFormValues, t: ForecastT) {
  const [values, setValuesState] = useState<ForecastFormValues>(initial);
  const latest = useRef(values);
  const [errors, setErrors] = useState<Errors>({});
  const next = useRef(0);
  const newKey = () => `k${next.current++}`;
  const keysOf = (list: ForecastFormValues): Keys => list.parcels.map((card) => ({ card: newKey(), lines: (card.goods ?? []).map(newKey) }));
  const [keys, setKeys] = useState<Keys>(() => firstKeys(values));
  /** How many changes the member made (a field, a card or a line added or removed): the draft is saved after each. */
  const [changes, setChanges] = useState(0);
  const onChange = () => setChanges((count) => count + 1);
  const { formRef, focusFirstError } = useFocusFirstError();

  const setValues = (list: ForecastFormValues) => {
    latest.current = list;
    setValuesState(list);
  };

  /** The member's change of one field: kept and checked. */
  function setField(path: FieldPath, value: unknown) {
    const list = setIn(latest.current, path, value);
    setValues(list);
    setErrors((current) => {
      const updated = { ...current, [pathKey(path)]: fieldError(t, list, path) };
      // The carrier's name is asked afresh whenever "Other" is chosen again.
      if (path[2] === 'carrierCode') updated[pathKey([...path.slice(0, 2), 'carrierName'])] = undefined;
      return updated;
    });
    onChange();
  }

  /** All the fields checked: the values when they pass, else the failures (antd's errorFields), the focus on the first. */
  function validate(): { values: ForecastFormValues; errorFields: { name: FieldPath; errors: string[] }[] } {
    const errorFields = formErrors(t, latest.current);
    setErrors(Object.fromEntries(errorFields.map(({ name, errors: list }) => [pathKey(name), list[0]])));
    if (errorFields.length) focusFirstError();
    return { values: latest.current, errorFields };
  }

  /** The server's errors, under their fields (forecast-errors.ts mapForecastErrors), the focus on the first. */
  function setFieldErrors(list: { name: FieldPath; errors: string[] }[]) {
    if (!list.length) return;
    setErrors((current) => ({ ...current, ...Object.fromEntries(list.map(({ name, errors: messages }) => [pathKey(name), messages.join(' ')])) }));
    focusFirstError();
  }

  /** Every value replaced (a restored draft, or back to the start), with no message. */
  function replace(list: ForecastFormValues) {
    setValues(list);
    setKeys(keysOf(list));
    setErrors({});
  }

  function addCard(card: ParcelCardValues) {
    setValues({ parcels: [...latest.current.parcels, card] });
    setKeys((current) => [...current, { card: newKey(), lines: (card.goods ?? []).map(newKey) }]);
    onChange();
  }

  function removeCard(parcel: number) {
    setValues({ parcels: latest.current.parcels.filter((_, i) => i !== parcel) });
    setKeys((current) => current.filter((_, i) => i !== parcel));
    setErrors((current) => withoutEntry(current, 'parcels', parcel));
    onChange();
  }

  function addLine(parcel: number, line: GoodsLineValues) {
    const card = latest.current.parcels[parcel];
    setValues(setIn(latest.current, ['parcels', parcel, 'goods'], [...(card?.goods ?? []), line]));
    setKeys((current) => current.map((entry, i) => (i === parcel ? { ...entry, lines: [...entry.lines, newKey()] } : entry)));
    setErrors((current) => ({ ...current, [pathKey(['parcels', parcel, 'goods'])]: undefined }));
    onChange();
  }

  function removeLine(parcel: number, line: number) {
    const card = latest.current.parcels[parcel];
    const list = setIn(
      latest.current,
      ['parcels', parcel, 'goods'],
      (card?.goods ?? []).filter((_, j) => j !== line),
    );
    setValues(list);
    setKeys((current) => current.map((entry, i) => (i === parcel ? { ...entry, lines: entry.lines.filter((_, j) => j !== line) } : entry)));
    setErrors((current) => {
      const updated = withoutEntry(current, `parcels.${parcel}.goods`, line);
      updated[pathKey(['parcels', parcel, 'goods'])] = fieldError(t, list, ['parcels', parcel, 'goods']);
      return updated;
    });
    onChange();
  }

  /** The latest values (read by the draft, which saves after the render). */
  const current = () => latest.current;

  return { formRef, values, errors, keys, changes, current, setField, validate, setFieldErrors, replace, addCard, removeCard, addLine, removeLine };
}

export type ForecastFormState = ReturnType<typeof useForecastForm>;

/** The props of a field's control: id, name, the aria attributes of its message and hint. */
export function controlProps(form: ForecastFormState, path: FieldPath, { hint = false } = {}) {
  const id = fieldId(path);
  const error = form.errors[pathKey(path)];
  const describedBy = [error ? `${id}_help` : null, hint ? `${id}_extra` : null].filter(Boolean).join(' ');
  return {
    id,
    name: pathKey(path),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
