import 'server-only';
import type { Locale } from '@/lib/contract/constants';
import { PagePosition } from '@/lib/contract/enums';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { upstreamJson } from '@/lib/upstream/server-call';

interface PageContentItem {
  title: string;
  content: string | null;
}

/** The terms of service (page content position TermsOfService, 9), sanitized on the server; '' when none. */
export async function loadTermsHtml(site: string, locale: Locale): Promise<string> {
  try {
    const list = await upstreamJson<{ items?: PageContentItem[] }>({ siteKey: site, locale }, 'POST', '/api/f/content-management/page-content-item/list', {
      body: { position: PagePosition.TermsOfService },
    });
    return (list.items ?? []).map((item) => sanitizeRichText(item.content ?? '')).join('');
  } catch (error) {
    console.error('[register] terms of service failed:', (error as Error).message);
    return '';
  }
}
