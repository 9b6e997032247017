import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { PagePosition } from '@/lib/contract/enums';
import { localizeHref } from '@/lib/i18n/paths';
import { getAnnouncements, getHomeBanners, getPageContent } from '@/lib/server-data/content';
import { hostFromSiteKey } from '@/lib/site/site-key';
import { AnnouncePopup } from './announce-popup';
import { BannerCarousel } from './banner-carousel';
import { HomeBlocks, HomeEntryPoints } from './home-blocks';
import { homeSlides, popupItems } from './home-data';

/** /: banners, entry points, content blocks and the announcement popup (a tiny client island). */
export async function HomePage({ locale, site }: { locale: Locale; site: string }) {
  const [t, banners, bannerBlocks, index, announcements] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getHomeBanners(site, locale),
    getPageContent(site, locale, PagePosition.Banner),
    getPageContent(site, locale, PagePosition.Index),
    getAnnouncements(site, locale, 1, true),
  ]);
  const host = hostFromSiteKey(site);
  const detailPrefix = `${localizeHref('/artical-detail', locale)}?flag=announceFromIndex&id=`;
  return (
    <>
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel
        slides={homeSlides(banners, bannerBlocks)}
        host={host}
        labels={{
          region: t('bannersLabel'),
          slide: (n, total) => t('slideLabel', { n, total }),
          goTo: (n) => t('goToSlide', { n }),
        }}
      />
      <HomeEntryPoints />
      <HomeBlocks items={index.ok ? index.data : []} host={host} />
      <AnnouncePopup
        items={popupItems(announcements, detailPrefix)}
        hrefPrefix={detailPrefix}
        labels={{ title: t('announceTitle'), close: t('announceClose'), noShow: t('announceNoShow'), more: t('announceMore') }}
      />
    </>
  );
}
