import 'server-only';
import type { Announcement, Banner, ListResult, PageContentItem } from '@/lib/contract/wire';
import { ContentBlockKey, LinkTarget } from '@/lib/contract/enums';
import type { Loaded } from '@/lib/server-data/content';
import { sanitizeRichText } from '@/lib/content/sanitize';
import type { PopupAnnouncement } from './announce-types';
import type { Slide } from './banner-carousel';

/** Carousel slides: the Banner-space banners, else the page-content items of position Banner (key BANNER). */
export function homeSlides(banners: Loaded<Banner[]>, blocks: Loaded<PageContentItem[]>): Slide[] {
  if (banners.ok && banners.data.length) return banners.data.filter((b) => b.imageUrl);
  if (!blocks.ok) return [];
  return blocks.data
    .filter((b) => b.imageUrl && (!b.key || b.key === ContentBlockKey.BANNER))
    .map((b) => ({
      id: b.id,
      imageUrl: b.imageUrl as string,
      title: b.title,
      linkType: b.linkType,
      linkSourceValue: b.linkSourceValue,
      extenalUrlTarget: b.extenalUrlTarget ?? LinkTarget.Self,
    }));
}

/** The public index announcements for the popup, their bodies sanitized here on the server. */
export function popupItems(result: Loaded<ListResult<Announcement>>, detailPrefix: string): PopupAnnouncement[] {
  if (!result.ok) return [];
  return result.data.items
    .filter((a) => a.showOnIndex)
    .map((a) => ({ id: a.id, title: a.title, html: sanitizeRichText(a.content), href: `${detailPrefix}${encodeURIComponent(a.id)}` }));
}
