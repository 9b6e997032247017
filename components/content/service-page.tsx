import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/contract/constants';
import type { PageContentItem } from '@/lib/contract/wire';
import { linkSourceOf } from '@/lib/content/biz-redirect';
import { getPageContent } from '@/lib/server-data/content';
import { resolveNavLink } from '@/lib/site/nav-links';
import { hostFromSiteKey } from '@/lib/site/site-key';
import { RichText } from './rich-text';
import styles from './content.module.css';
import { SoftLink } from '@/components/layout/soft-link';

export type ServiceKey = 'tranship' | 'importTransport' | 'shipForMe';

interface ServicePageProps {
  site: string;
  locale: Locale;
  service: ServiceKey;
  /** Page positions (PagePosition) whose items make up the page, in order. */
  positions: number[];
}

function Block({ item, host, moreLabel }: { item: PageContentItem; host: string; moreLabel: string }) {
  const source = linkSourceOf(item);
  const link = source ? resolveNavLink(source, host) : null;
  return (
    <section className={styles.block} aria-labelledby={`block-${item.id}`}>
      <h2 id={`block-${item.id}`} className={styles.blockTitle}>
        {item.title}
      </h2>
      {item.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS image from any host
        <img src={item.imageUrl} alt="" className={styles.blockImage} loading="lazy" width={600} height={320} />
      ) : null}
      <RichText html={item.content} />
      {link ? (
        <div className={styles.actions}>
          <NavLink link={link} className={buttonClassName('default')}>
            {moreLabel}
          </NavLink>
        </div>
      ) : null}
    </section>
  );
}

/** A service page (/tranship, /import-transport, /ship-for-me) built from page-content items. */
export async function ServicePage({ site, locale, service, positions }: ServicePageProps) {
  const [t, common, ...results] = await Promise.all([
    getTranslations({ locale, namespace: 'services' }),
    getTranslations({ locale, namespace: 'common' }),
    ...positions.map((position) => getPageContent(site, locale, position)),
  ]);
  const failed = results.every((r) => !r.ok);
  const items = results.flatMap((r) => (r.ok ? r.data : []));
  const host = hostFromSiteKey(site);
  return (
    <>
      <PageTitle
        subtitle={t(`${service}Intro`)}
        actions={
          <>
            <SoftLink locale={locale} href="/shipping-fee" className={buttonClassName('primary')}>
              {t('ctaCalculator')}
            </SoftLink>
            <SoftLink locale={locale} href="/user/wareHouse-address" className={buttonClassName('default')}>
              {t('ctaWarehouse')}
            </SoftLink>
          </>
        }
      >
        {t(`${service}Title`)}
      </PageTitle>
      {failed ? (
        <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className={styles.blocks}>
          {items.map((item) => (
            <Block key={item.id} item={item} host={host} moreLabel={t('more')} />
          ))}
        </div>
      )}
    </>
  );
}
