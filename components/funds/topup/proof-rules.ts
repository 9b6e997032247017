// The fields of a proof as the server checks them (server/modules/funds/proofs.ts): bank transfer needs
// the payer's name and a screenshot; Taobao the order number (6–30 digits) and the Wangwang ID. Pure.
import { PAYER_FIELD_MAX } from '@/lib/contract/money-rules';
import type { ProofFields } from '@/lib/api/funds';

export type ProofField = keyof ProofFields & string;

export interface ProofProblem {
  field: ProofField | 'files';
  /** A `topup` catalog key and its values. */
  key: 'required' | 'tooLong' | 'taobaoOrderInvalid' | 'proofRequired';
  values?: Record<string, string | number>;
}

export function proofProblems(kind: 'bank' | 'taobao', fields: ProofFields, fileCount: number, fieldName: (field: ProofField) => string): ProofProblem[] {
  const problems: ProofProblem[] = [];
  const required: ProofField[] = kind === 'bank' ? ['payerName'] : ['taobaoOrderNumber', 'wangwangId'];
  for (const [field, value] of Object.entries(fields) as [ProofField, string | undefined][]) {
    if (!value && required.includes(field)) problems.push({ field, key: 'required', values: { field: fieldName(field) } });
    else if (value && value.length > PAYER_FIELD_MAX) problems.push({ field, key: 'tooLong', values: { max: PAYER_FIELD_MAX } });
    else if (field === 'taobaoOrderNumber' && value && !/^\d{6,30}$/.test(value)) problems.push({ field, key: 'taobaoOrderInvalid' });
  }
  if (kind === 'bank' && fileCount === 0) problems.push({ field: 'files', key: 'proofRequired' });
  return problems;
}
