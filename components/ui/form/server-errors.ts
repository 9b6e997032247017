import { failureMessage, type FailureTexts } from '@/lib/api/failure-message';

/** A failed call's answer, as axios carries it. */
interface FailureLike {
  response?: { status?: number; data?: { error?: { message?: unknown; validationErrors?: unknown } } };
  request?: unknown;
}

export interface FieldErrors {
  /** Form field name -> messages, for antd `form.setFields`. */
  fields: { name: string; errors: string[] }[];
  /** The server's message when no field took it (shown above the form). */
  message: string | null;
}

function validationErrorsOf(error: unknown): { message: string; members: string[] }[] {
  const list = (error as FailureLike | null)?.response?.data?.error?.validationErrors;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is { message: string; members: string[] } => typeof item?.message === 'string' && Array.isArray(item?.members));
}

/**
 * Maps the contract's `validationErrors` (`members` name server fields) to form fields. `fieldMap`
 * renames server fields (e.g. `international_code` -> `internationalCode`); a member not in
 * `formFields` leaves its message for the banner.
 */
export function mapServerErrors(error: unknown, formFields: readonly string[], fieldMap: Record<string, string> = {}): FieldErrors {
  const byField = new Map<string, string[]>();
  const leftover: string[] = [];
  for (const issue of validationErrorsOf(error)) {
    const member = issue.members[0]?.split('.')[0] ?? '';
    const field = fieldMap[member] ?? member;
    if (formFields.includes(field)) byField.set(field, [...(byField.get(field) ?? []), issue.message]);
    else leftover.push(issue.message);
  }
  const fields = [...byField].map(([name, errors]) => ({ name, errors }));
  const serverMessage = (error as FailureLike | null)?.response?.data?.error?.message;
  let message: string | null = null;
  if (leftover.length) message = leftover.join('; ');
  else if (!fields.length && typeof serverMessage === 'string' && serverMessage.trim()) message = serverMessage;
  return { fields, message };
}

/**
 * What every form does with a failed submit: `fields` for antd `form.setFields`, and `message` for the
 * <FormAlert/> above the form — what no field took, else (no field took anything) the SPEC section 8
 * order of ../../../lib/api/failure-message with the form's fallback.
 */
export function formFailure(error: unknown, formFields: readonly string[], texts: FailureTexts, fieldMap: Record<string, string> = {}): FieldErrors {
  const mapped = mapServerErrors(error, formFields, fieldMap);
  return { fields: mapped.fields, message: mapped.fields.length ? mapped.message : failureMessage(error, texts) };
}
