// A failed forecast: the server names fields `parcels.<i>.<field>` and `parcels.<i>.goods.<j>.<field>`;
// each goes to its card's field, and every message is also listed above the form with its parcel.

/** An antd Form field path: ['parcels', 1, 'goods', 0, 'unitValue']. */
export type FieldPath = (string | number)[];

const CARD_FIELDS = ['warehouseId', 'trackingNumber', 'carrierCode', 'carrierName', 'deliveryMode', 'isInsurance', 'additionalServiceIds', 'remark'] as const;
const GOODS_FIELDS = ['declaredName', 'goodsTypeId', 'quantity', 'unitValue', 'currency'] as const;
/** The fields of a card and of its goods lines (catalog `forecast.field.<name>`). */
export type ForecastField = (typeof CARD_FIELDS)[number] | (typeof GOODS_FIELDS)[number];
const FIELDS: readonly string[] = [...CARD_FIELDS, ...GOODS_FIELDS];
/** The goods fields SPEC section 5 requires together; a card missing one gets one message naming it. */
export const DECLARATION_FIELDS: readonly string[] = ['declaredName', 'unitValue', 'currency'];
export const isForecastField = (name: unknown): name is ForecastField => typeof name === 'string' && FIELDS.includes(name);
/** Server fields shown on another form field. */
const RENAMED: Record<string, string> = { declaredNameId: 'declaredName' };

export interface ForecastProblem {
  /** 0-based index of the parcel card, null when the message is about the whole request. */
  parcel: number | null;
  /** The form field it belongs to (last path segment), null when none shows it. */
  field: ForecastField | null;
  message: string;
}

export interface ForecastFailure {
  fields: { name: FieldPath; errors: string[] }[];
  problems: ForecastProblem[];
}

const index = (segment: string | undefined) => (segment !== undefined && /^\d+$/.test(segment) ? Number(segment) : null);

/**
 * The form path of a server member, or null when no form field shows it (e.g. `parcels`, or
 * `parcels.1.goods` for a card without goods lines). `additionalServiceIds.0` is the whole group.
 */
export function forecastFieldPath(member: string): FieldPath | null {
  const [root, i, field, j, goodsField] = member.split('.');
  const card = index(i);
  if (root !== 'parcels' || card === null || field === undefined) return null;
  if (field === 'goods') {
    const line = index(j);
    const name = RENAMED[goodsField ?? ''] ?? goodsField;
    return line !== null && (GOODS_FIELDS as readonly string[]).includes(name ?? '') ? ['parcels', card, 'goods', line, name as string] : null;
  }
  return (CARD_FIELDS as readonly string[]).includes(field) ? ['parcels', card, field] : null;
}

function validationErrorsOf(error: unknown): { message: string; members: string[] }[] {
  const list = (error as { response?: { data?: { error?: { validationErrors?: unknown } } } } | null)?.response?.data?.error?.validationErrors;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is { message: string; members: string[] } => typeof item?.message === 'string' && Array.isArray(item?.members));
}

/** Maps a 400's validationErrors to card fields and to the list above the form (one entry per error). */
export function mapForecastErrors(error: unknown): ForecastFailure {
  const byPath = new Map<string, { name: FieldPath; errors: string[] }>();
  const problems: ForecastProblem[] = [];
  for (const issue of validationErrorsOf(error)) {
    const member = issue.members[0] ?? '';
    const path = forecastFieldPath(member);
    const [root, i] = member.split('.');
    const field = path?.[path.length - 1];
    problems.push({
      parcel: root === 'parcels' ? index(i) : null,
      field: isForecastField(field) ? field : null,
      message: issue.message,
    });
    if (!path) continue;
    const key = path.join('.');
    const entry = byPath.get(key) ?? { name: path, errors: [] };
    entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return { fields: [...byPath.values()], problems };
}

/** Cards (0-based) whose tracking number the server refused, with the number sent. */
export function refusedTrackingNumbers(failure: ForecastFailure, numbers: readonly string[]): { parcel: number; trackingNumber: string }[] {
  const cards = new Set(failure.problems.filter((p) => p.field === 'trackingNumber' && p.parcel !== null).map((p) => p.parcel as number));
  return [...cards].filter((i) => numbers[i]).map((parcel) => ({ parcel, trackingNumber: numbers[parcel] }));
}

/**
 * The form's own validation failures (antd `errorFields`) as problems, leaving out the declaration
 * fields of the cards in `incomplete`: those get SPEC section 5's one message naming the parcel.
 */
export function clientProblems(errorFields: { name: (string | number)[]; errors: string[] }[], incomplete: readonly number[]): ForecastProblem[] {
  return errorFields
    .map(({ name, errors }): ForecastProblem => {
      const last = name[name.length - 1];
      return {
        parcel: typeof name[1] === 'number' ? name[1] : null,
        field: isForecastField(last) ? last : null,
        message: errors[0] ?? '',
      };
    })
    .filter((p) => !(p.parcel !== null && incomplete.includes(p.parcel) && DECLARATION_FIELDS.includes(p.field ?? '')));
}
