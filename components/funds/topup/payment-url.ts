/** A provider's payment page from the API: only an http(s) address (never `javascript:` …), else null. */
export function paymentPageUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
