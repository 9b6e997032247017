import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AnnouncePopup } from '@/components/home/announce-popup';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { HomeBlocks, HomeEntryPoints } from '@/components/home/home-blocks';
import { homeSlides, popupItems } from '@/components/home/home-data';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { PagePosition } from '@/lib/contract/enums';
import { getAnnouncements, getHomeBanners, getPageContent } from '@/lib/content/loaders';
import { getPathname } from '@/lib/i18n/navigation';
import { hostFromSiteKey } from '@/lib/site/site-key';

export const generateMetadata = routeMetadata('home');

/** /: banners, entry points, content blocks and the announcement popup (a tiny client island). */
export default async function HomePage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const [t, banners, bannerBlocks, index, announcements] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getHomeBanners(site, locale),
    getPageContent(site, locale, PagePosition.Banner),
    getPageContent(site, locale, PagePosition.Index),
    getAnnouncements(site, locale, 1, true),
  ]);
  const host = hostFromSiteKey(site);
  const detailPrefix = `${getPathname({ href: '/artical-detail', locale })}?flag=announceFromIndex&id=`;
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
