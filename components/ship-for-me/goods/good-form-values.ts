// The hand form's and the good editor's values ↔ the wire, and their errors: the browser's checks
// (local-good-rules) and the server's `validationErrors` (`goods.0.<field>`, `declaration.<field>`) on fields.
import { formFailure, type FieldErrors } from '@/components/ui/form/server-errors';
import type { FailureTexts } from '@/lib/api/failure-message';
import type { GoodInput } from '@/lib/contract/wire';
import { cleanGoodInput, type GoodIssue, type GoodIssueKey } from '@/components/ship-for-me/local-cart/local-good-rules';

export interface GoodFormValues {
  url: string;
  title: string;
  shopName: string;
  imageUrl: string;
  spec: string;
  unitPrice: string;
  currency: string;
  quantity: string;
}

export const GOOD_FORM_FIELDS = ['url', 'title', 'shopName', 'imageUrl', 'spec', 'unitPrice', 'currency', 'quantity'] as const;
export const EMPTY_GOOD_FORM: GoodFormValues = { url: '', title: '', shopName: '', imageUrl: '', spec: '', unitPrice: '', currency: 'CNY', quantity: '1' };

/** A decimal as typed (`12`, `12.5`, ` 12.50 `) → a number; anything else → NaN (refused by the rules). */
export function decimalOf(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The good the form describes, as untrusted input for cleanGoodInput (source: by hand). */
export function rawGoodOf(values: Partial<GoodFormValues>): Record<string, unknown> {
  return {
    source: 'manual',
    url: values.url ?? '',
    title: values.title ?? '',
    shopName: values.shopName ?? '',
    imageUrl: values.imageUrl?.trim() || null,
    spec: values.spec?.trim() || null,
    unitPrice: decimalOf(values.unitPrice),
    currency: values.currency,
    quantity: decimalOf(values.quantity),
  };
}

/** The form's good, or its issues (field and catalog key). */
export function checkGoodForm(values: Partial<GoodFormValues>): { good: GoodInput | null; issues: GoodIssue[] } {
  return cleanGoodInput(rawGoodOf(values));
}

/** The message key (`shipForMeGoods.error.<key>`) of one field's first issue, or null. */
export function fieldIssue(values: Partial<GoodFormValues>, field: string): GoodIssueKey | null {
  return checkGoodForm(values).issues.find((issue) => issue.field === field)?.key ?? null;
}

interface Failure {
  response?: { data?: { error?: { validationErrors?: unknown } } };
}

/**
 * formFailure for a good's form: the server names fields `<prefix><field>` (`goods.0.url`) and a
 * declaration's `declaration.<field>`; `rename` maps those (after the prefix) to the form's flat names.
 */
export function goodFormFailure(
  error: unknown,
  fields: readonly string[],
  texts: FailureTexts,
  { prefix = '', rename = {} }: { prefix?: string; rename?: Record<string, string> } = {},
): FieldErrors {
  const answer = (error as Failure | null)?.response?.data?.error;
  const list = answer?.validationErrors;
  if (!Array.isArray(list)) return formFailure(error, fields, texts);
  const validationErrors = list.map((issue: { message?: unknown; members?: unknown }) => {
    const members = Array.isArray(issue?.members) ? issue.members.map(String) : [];
    return {
      ...issue,
      members: members.map((member) => {
        if (prefix && !member.startsWith(prefix)) return member;
        const own = member.slice(prefix.length);
        return rename[own] ?? own;
      }),
    };
  });
  const rewritten = {
    ...(error as object),
    response: { ...(error as Failure).response, data: { ...(error as Failure).response?.data, error: { ...answer, validationErrors } } },
  };
  return formFailure(rewritten, fields, texts);
}
