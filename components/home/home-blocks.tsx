import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { NavLink } from '@/components/layout/nav-link';
import { Container } from '@/components/ui/container';
import { ContentBlockKey } from '@/lib/contract/enums';
import type { PageContentItem } from '@/lib/contract/wire';
import { localizeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/contract/constants';
import { linkSourceOf } from '@/lib/content/biz-redirect';
import { resolveNavLink } from '@/lib/site/nav-links';
import styles from './home.module.css';

const LARGE_IMAGES = [ContentBlockKey.HOME_LARGE_IMAGE_1, ContentBlockKey.HOME_LARGE_IMAGE_2, ContentBlockKey.HOME_LARGE_IMAGE_3];

/** Entry points: calculator, warehouse address, help centre. */
export async function HomeEntryPoints() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'home' });
  const entries = [
    { href: '/shipping-fee', title: t('entryCalculator'), text: t('entryCalculatorText') },
    { href: '/user/wareHouse-address', title: t('entryWarehouse'), text: t('entryWarehouseText') },
    { href: '/help/help-center', title: t('entryHelp'), text: t('entryHelpText') },
  ];
  return (
    <Container>
      <nav className={styles.entries} aria-label={t('entriesLabel')}>
        {entries.map((entry) => (
          <a key={entry.href} href={localizeHref(entry.href, locale)} className={styles.entry} data-soft="">
            <span className={styles.entryTitle}>{entry.title}</span>
            <span className={styles.entryText}>{entry.text}</span>
          </a>
        ))}
      </nav>
    </Container>
  );
}

/** "More" to the block's own link, when it has one (named after the block for screen readers). */
function MoreLink({ block, host, label }: { block: PageContentItem; host: string; label: string }) {
  const source = linkSourceOf(block);
  if (!source) return null;
  return (
    <NavLink link={resolveNavLink(source, host)} className={styles.more}>
      {label}
      <span className="sr-only">: {block.title}</span>
    </NavLink>
  );
}

/** OUR_SERVICES, ABOUT_US and HOME_LARGE_IMAGE_1..3 of page position Index. */
export async function HomeBlocks({ items, host }: { items: PageContentItem[]; host: string }) {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'home' });
  const byKey = (key: string) => items.find((item) => item.key === key);
  const text = [byKey(ContentBlockKey.OUR_SERVICES), byKey(ContentBlockKey.ABOUT_US)].filter((b): b is PageContentItem => !!b);
  const images = LARGE_IMAGES.map(byKey).filter((b): b is PageContentItem => !!b);
  return (
    <Container className={styles.blocks}>
      {images.length ? (
        <ul className={styles.features}>
          {images.map((block) => (
            <li key={block.id} className={styles.feature}>
              {block.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- CMS image, any host
                <img src={block.imageUrl} alt="" width={600} height={320} loading="lazy" decoding="async" className={styles.featureImage} />
              ) : null}
              <h2 className={styles.featureTitle}>{block.title}</h2>
              <RichText html={block.content} />
              <MoreLink block={block} host={host} label={t('more')} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.textBlocks}>
        {text.map((block) => (
          <section key={block.id} className={styles.textBlock} aria-labelledby={`home-${block.id}`}>
            <h2 id={`home-${block.id}`} className={styles.blockTitle}>
              {block.title}
            </h2>
            <RichText html={block.content} />
            <MoreLink block={block} host={host} label={t('more')} />
          </section>
        ))}
      </div>
    </Container>
  );
}
