import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { SiteSettings } from '@/lib/contract/wire';
import { getBottomNavigation } from '@/lib/site/get-site';
import { resolveNavLink } from '@/lib/site/nav-links';
import { hostFromSiteKey } from '@/lib/site/site-key';
import { NavLink } from './nav-link';
import styles from './footer.module.css';

interface SiteFooterProps {
  site: string;
  locale: Locale;
  settings: SiteSettings;
  siteName: string;
  companyName: string;
}

/** Dark footer: QR-code block, link columns from the Bottom navigation, company and copyright. */
export async function SiteFooter({ site, locale, settings, siteName, companyName }: SiteFooterProps) {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'footer' }), getBottomNavigation(site, locale)]);
  const host = hostFromSiteKey(site);
  const qrCodes = settings.weChatQrCodeUrl ? [settings.weChatQrCodeUrl] : [];
  // ISR renders this at most once a minute per host: the year is as fresh as the page.
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {items.length > 0 ? (
          <nav aria-label={t('nav')} className={styles.columns}>
            {items.map((column) => (
              <section key={column.id} className={styles.column} aria-labelledby={`footer-col-${column.id}`}>
                <h2 id={`footer-col-${column.id}`} className={styles.heading}>
                  {column.displayName}
                </h2>
                <ul className={styles.links}>
                  {(column.children ?? []).map((child) => (
                    <li key={child.id}>
                      <NavLink link={resolveNavLink(child, host)} locale={locale} className={styles.link}>
                        {child.displayName}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : (
          <div className={styles.columns} />
        )}
        {qrCodes.length > 0 ? (
          <div className={styles.qrCodes}>
            {qrCodes.map((src) => (
              <figure key={src} className={styles.qr}>
                {/* eslint-disable-next-line @next/next/no-img-element -- CMS image of any host */}
                <img src={src} alt={t('qrAlt', { siteName })} width={112} height={112} loading="lazy" />
                <figcaption>{t('qrCaption')}</figcaption>
              </figure>
            ))}
          </div>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('copyright', { year, company: companyName })}</p>
      </div>
    </footer>
  );
}
