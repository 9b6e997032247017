import 'server-only';
import { log } from '@/lib/ops/log';
import { listTermsOfService } from '@/lib/api/content';
import type { Locale } from '@/lib/contract/constants';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { siteApi } from './site-api';

/** The terms of service (page content position TermsOfService, 9), sanitized on the server; '' when none. */
export async function loadTermsHtml(site: string, locale: Locale): Promise<string> {
  try {
    const items = await listTermsOfService(await siteApi(site, locale));
    return items.map((item) => sanitizeRichText(item.content ?? '')).join('');
  } catch (error) {
    log.error('register: terms of service failed', { err: error });
    return '';
  }
}
