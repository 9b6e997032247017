'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { useFocusFirstError } from './use-focus-first-error';

/** A form's values: text fields are strings, checkboxes booleans. */
export type PlainValues = Record<string, string | boolean>;

/** A field's rule: the message to show, or null when the value is fine. */
export type PlainRule<V extends PlainValues> = (value: V[keyof V], values: V) => string | null | undefined;

interface PlainFormOptions<V extends PlainValues> {
  /** The form's name: field ids are `<name>_<field>` (as antd's Form made them: tests and journeys find them so). */
  name: string;
  initial: V;
  rules?: { [K in keyof V]?: PlainRule<V> };
  /** Applied to a typed value before it is kept (e.g. no leading spaces). */
  normalize?: { [K in keyof V]?: (value: string) => string };
  /** A field checked again when another changes (a confirmation when the password changes), once it was typed in. */
  dependents?: { [K in keyof V]?: (keyof V)[] };
  /** Any change by the visitor (e.g. the message above the form goes). */
  onChange?: () => void;
}

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The state of a plain form (no antd): values, an error per field, rules checked as the visitor types (after the
 * first change, as antd's Form did) and all at once on submit, with the focus on the first field in error.
 */
export function usePlainForm<V extends PlainValues>({ name, initial, rules = {}, normalize = {}, dependents = {}, onChange }: PlainFormOptions<V>) {
  const [values, setValuesState] = useState<V>(initial);
  // The values as last set, read by what runs before the next render: several changes in one handler (a country
  // that clears its state) build on each other, and a check right after a change sees it.
  const latest = useRef(values);
  const setValues = (next: V) => {
    latest.current = next;
    setValuesState(next);
  };
  const [errors, setErrors] = useState<Errors<V>>({});
  const touched = useRef(new Set<keyof V>());
  const { formRef, focusFirstError } = useFocusFirstError();

  const idOf = (field: keyof V) => `${name}_${String(field)}`;
  const errorOf = (field: keyof V, all: V) => rules[field]?.(all[field], all) || undefined;

  /**
   * The visitor's change: kept, checked, its dependents checked. `quiet`: a value the form itself sets (a state
   * cleared when the country changes): kept unchecked and untouched, its message gone until the next check.
   */
  function setValue<K extends keyof V>(field: K, raw: V[K], { quiet = false } = {}) {
    const value = (typeof raw === 'string' && normalize[field] ? normalize[field](raw) : raw) as V[K];
    const next = { ...latest.current, [field]: value };
    if (quiet) {
      setValues(next);
      setErrors((current) => ({ ...current, [field]: undefined }));
      return;
    }
    touched.current.add(field);
    setValues(next);
    setErrors((current) => {
      const updated: Errors<V> = { ...current, [field]: errorOf(field, next) };
      for (const other of dependents[field] ?? []) if (touched.current.has(other)) updated[other] = errorOf(other, next);
      return updated;
    });
    onChange?.();
  }

  /**
   * Checks `fields` (all when omitted); the values when they pass, else null with the focus on the first in error
   * (`focus: false`: a check the visitor did not ask for, e.g. when a list it depends on arrived, leaves the focus).
   */
  function validate(fields: (keyof V)[] = Object.keys(latest.current) as (keyof V)[], { focus = true } = {}): V | null {
    const current = latest.current;
    const found: Errors<V> = {};
    for (const field of fields) found[field] = errorOf(field, current);
    setErrors((shown) => ({ ...shown, ...found }));
    if (fields.some((field) => found[field])) {
      if (focus) focusFirstError();
      return null;
    }
    return current;
  }

  /** Errors the server gave (components/ui/form/server-errors.ts), shown under their fields. */
  function setFieldErrors(list: { name: string; errors: string[] }[]) {
    if (!list.length) return;
    setErrors((current) => ({ ...current, ...Object.fromEntries(list.map((item) => [item.name, item.errors.join(' ')])) }));
    focusFirstError();
  }

  /** Back to the initial values (of `fields`, all when omitted), with no message and untouched: after a save. */
  function reset(fields: (keyof V)[] = Object.keys(initial) as (keyof V)[]) {
    setValues({ ...latest.current, ...Object.fromEntries(fields.map((field) => [field, initial[field]])) });
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
    for (const field of fields) touched.current.delete(field);
  }

  /** The props of a text field's control: id, value, change, and the aria attributes of its message and hint. */
  function text(field: keyof V, options: { hint?: boolean } = {}) {
    const id = idOf(field);
    const describedBy = [errors[field] ? `${id}_help` : null, options.hint ? `${id}_extra` : null].filter(Boolean).join(' ');
    return {
      id,
      name: String(field),
      value: String(values[field] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(field, event.target.value as V[keyof V]),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  }

  /** The props of a checkbox bound to a boolean field. */
  function check(field: keyof V, options: { hint?: boolean } = {}) {
    const { value: _value, onChange: _onChange, ...rest } = text(field, options);
    return {
      ...rest,
      checked: values[field] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.checked as V[keyof V]),
    };
  }

  return { formRef, values, errors, idOf, setValue, validate, setFieldErrors, reset, text, check };
}

export type PlainForm<V extends PlainValues> = ReturnType<typeof usePlainForm<V>>;
