import type { ContactTarget } from '@/lib/api/passport';

export interface ContactValues {
  kind?: 'email' | 'phone';
  email?: string;
  phone?: string;
  internationalCode?: string;
}

export const DEFAULT_DIAL_CODE = '86';

/** The contact target typed in a form (values trimmed); null when the chosen one is empty. */
export function contactTargetOf(values: ContactValues, kind: 'email' | 'phone' = values.kind ?? 'email'): ContactTarget | null {
  if (kind === 'email') {
    const email = values.email?.trim();
    return email ? { kind: 'email', email } : null;
  }
  const phone = values.phone?.trim();
  const internationalCode = (values.internationalCode?.trim() || DEFAULT_DIAL_CODE).replace(/^\+/, '');
  return phone ? { kind: 'phone', phone, internationalCode } : null;
}

/** Fields to validate before sending a code to the chosen contact. */
export function contactFieldNames(kind: 'email' | 'phone'): ('email' | 'phone' | 'internationalCode')[] {
  return kind === 'email' ? ['email'] : ['phone', 'internationalCode'];
}

/** Server field names of passport and account calls -> form field names. */
export const CONTACT_FIELD_MAP: Record<string, string> = { international_code: 'internationalCode', phone_number: 'phone', otp: 'code' };
