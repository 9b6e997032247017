// Loaded with import() only when a signed-in member opens the home page: keeps axios out of the
// home page's first load.
import { listIndexAnnouncements } from '@/lib/api/content';
import type { Announcement } from '@/lib/contract/wire';

/** The member's index announcements (GET /api/u/announcement/indexAnnouncement); [] on failure. */
export async function fetchIndexAnnouncements(): Promise<Pick<Announcement, 'id' | 'title'>[]> {
  try {
    return (await listIndexAnnouncements()).items.map(({ id, title }) => ({ id, title }));
  } catch {
    return [];
  }
}
