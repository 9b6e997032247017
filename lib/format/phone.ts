// A phone number as the site shows it. Pure (no dayjs): usable by server and client components.

/**
 * `+<country calling code> <number>`, e.g. "+1 4155550123": the code is stored without "+" ("1", "86"),
 * and a bare "1 4155550123" reads as part of the number. No code: the number alone; no number: ''.
 */
export function formatPhone(internationalCode: string | null | undefined, phone: string | null | undefined): string {
  const number = (phone ?? '').trim();
  if (!number) return '';
  const code = (internationalCode ?? '').replace(/[\s+]/g, '');
  return code ? `+${code} ${number}` : number;
}
