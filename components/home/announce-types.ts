export interface PopupAnnouncement {
  id: string;
  title: string;
  /** Sanitized on the server; absent for an item only the member's list has. */
  html?: string;
  href: string;
}

export interface AnnouncePopupProps {
  /** The public index announcements, rendered and sanitized by the server. */
  items: PopupAnnouncement[];
  labels: { title: string; close: string; noShow: string; more: string };
  /** Builds the detail link of a member-only announcement (locale prefix included). */
  hrefPrefix: string;
}
