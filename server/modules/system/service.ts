// Tenant/site resolution and the site configuration answer.
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { SiteTheme } from '../../../lib/contract/enums.ts';
import type { SiteConfiguration } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { sites, tenants } from '../../db/schema/index.ts';
import type { SiteRow } from '../../http.ts';

/** Lowercase host without port, from a host header value or an absolute URL. */
export function normalizeHost(value: string | null | undefined): string | null {
  if (!value) return null;
  let host = value.trim();
  if (!host) return null;
  if (host.includes('://')) {
    try {
      host = new URL(host).host;
    } catch {
      return null;
    }
  }
  host = host.split(',')[0].trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1) || null;
  return host.replace(/:\d+$/, '').replace(/\.$/, '') || null;
}

export async function findSiteByDomain(db: Db, domain: string): Promise<SiteRow | null> {
  const host = normalizeHost(domain);
  if (!host) return null;
  const rows = await db.select().from(sites).where(eq(sites.domain, host)).limit(1);
  return rows[0] ?? null;
}

async function firstSite(db: Db, tenantId?: string): Promise<SiteRow | null> {
  const q = db.select().from(sites);
  const rows = await (tenantId ? q.where(eq(sites.tenantId, tenantId)) : q).orderBy(asc(sites.sort), asc(sites.id)).limit(1);
  return rows[0] ?? null;
}

export interface SiteHints {
  tenantHeader?: string | null;
  referer?: string | null;
  forwardedHost?: string | null;
  host?: string | null;
}

/** __tenant header (existing tenant) > referer host > x-forwarded-host/host > first site. */
export async function resolveSite(db: Db, hints: SiteHints): Promise<SiteRow> {
  const tenantId = hints.tenantHeader?.trim();
  if (tenantId) {
    const site = await firstSite(db, tenantId);
    if (site) {
      // Prefer the host's own site when it belongs to that tenant.
      for (const h of [hints.referer, hints.forwardedHost, hints.host]) {
        const byHost = h ? await findSiteByDomain(db, h) : null;
        if (byHost?.tenantId === tenantId) return byHost;
      }
      return site;
    }
  }
  for (const h of [hints.referer, hints.forwardedHost, hints.host]) {
    const site = h ? await findSiteByDomain(db, h) : null;
    if (site) return site;
  }
  const site = await firstSite(db);
  if (!site) throw new Error('No site configured: the database has not been seeded.');
  return site;
}

export async function siteConfiguration(db: Db, site: SiteRow, locale: Locale): Promise<SiteConfiguration> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, site.tenantId)).limit(1);
  return {
    id: site.id,
    site: {
      theme: site.theme as SiteTheme,
      logo: site.logo,
      favicon: site.favicon,
      displaySiteName: site.displaySiteName,
      dispalyCompanyName: site.dispalyCompanyName,
      weChatQrCodeUrl: site.weChatQrCodeUrl,
      baseCurrencyName: site.baseCurrencyName,
      baseCurrencySymbol: site.baseCurrencySymbol,
      baseCurrencyCode: site.baseCurrencyCode,
    },
    currentTenant: { id: site.tenantId, name: tenant?.name },
    localization: { currentCulture: { cultureName: locale } },
  };
}
