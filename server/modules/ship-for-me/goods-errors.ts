// Field errors about goods whose message names the good (its title) and, for a declaration, the field and
// its SPEC code: the kernel's FieldError carries message keys only, so these are answered here.
import type { Context } from 'hono';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DECLARATION_FIELDS, type DeclarationField } from '../../../lib/contract/ship-for-me-rules.ts';
import { ApiError, errorBody } from '../../errors.ts';
import type { AppEnv } from '../../http.ts';
import { type MessageKey, t } from '../../i18n.ts';

export interface GoodIssue {
  /** Relative to the good (`url`, `declaration.declaredName`) until `GoodsFieldError` places it. */
  field: string;
  key: MessageKey;
  values?: { title: string; code: number; field: DeclarationField };
}

const FIELD_NAMES: Record<DeclarationField, MessageKey> = {
  declaredName: 'declarationFieldDeclaredName',
  goodsTypeId: 'declarationFieldGoodsTypeId',
  declaredValue: 'declarationFieldDeclaredValue',
  quantity: 'declarationFieldQuantity',
};

/** 400 ValidationError; `details` lists the SPEC codes of the declaration fields at fault (`1010,1030`). */
export class GoodsFieldError extends ApiError {
  readonly issues: GoodIssue[];

  constructor(issues: GoodIssue[]) {
    const codes = [...new Set(issues.flatMap((i) => (i.values ? [DECLARATION_FIELDS[i.values.field]] : [])))];
    super(400, 'ValidationError', 'validationFailed', codes.length ? codes.join(',') : null);
    this.issues = issues;
  }
}

/** Issues of good `i` of a request placed at `<prefix>.<i>.<field>`. */
export const placed = (issues: GoodIssue[], prefix: string): GoodIssue[] => issues.map((issue) => ({ ...issue, field: `${prefix}.${issue.field}` }));

export function goodsValidationBody(locale: Locale, err: GoodsFieldError) {
  const validationErrors = err.issues.map((i) => ({
    message: i.values ? t(locale, i.key, { ...i.values, fieldName: t(locale, FIELD_NAMES[i.values.field]) }) : t(locale, i.key),
    members: [i.field],
  }));
  const message = `${t(locale, 'validationFailed')}: ${validationErrors.map((v) => `${v.members[0]} ${v.message}`).join('; ')}`;
  return errorBody('ValidationError', message, err.details, validationErrors);
}

/** Runs a handler, answering a GoodsFieldError with its messages (the router's own handler would drop them). */
export async function answeringGoodsErrors(c: Context<AppEnv>, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (err) {
    if (err instanceof GoodsFieldError) return c.json(goodsValidationBody(c.get('locale'), err), 400);
    throw err;
  }
}
