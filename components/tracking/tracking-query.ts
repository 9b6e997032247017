// The public tracking form's one field (?number=): read from the URL, trimmed and upper-cased like the
// backend stores numbers, and checked before any look-up is spent on it. Pure: unit-tested.
import { TRACKING_NUMBER_PATTERN } from '@/lib/contract/parcel-rules';

export const TRACKING_PARAM = 'number';
/** What the input keeps of a pasted text (the pattern allows 40; the field shows a little more back). */
export const TRACKING_INPUT_MAX = 64;

export type TrackingQuery = { kind: 'empty'; typed: '' } | { kind: 'invalid'; typed: string } | { kind: 'valid'; typed: string; number: string };

type Search = Record<string, string | string[] | undefined>;

/** The asked number: none, one that cannot be a waybill or tracking number, or one worth looking up. */
export function readTrackingQuery(search: Search): TrackingQuery {
  const raw = search[TRACKING_PARAM];
  const typed = (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().slice(0, TRACKING_INPUT_MAX);
  if (!typed) return { kind: 'empty', typed: '' };
  const number = typed.toUpperCase();
  return TRACKING_NUMBER_PATTERN.test(number) ? { kind: 'valid', typed, number } : { kind: 'invalid', typed };
}
