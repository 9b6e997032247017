// Loaded with import() only when a signed-in member opens the home page: keeps axios out of the
// home page's first load.
import { http } from '@/lib/api/http';
import type { Announcement, ListResult } from '@/lib/contract/wire';

/** The member's index announcements (GET /api/u/announcement/indexAnnouncement); [] on failure. */
export async function fetchIndexAnnouncements(): Promise<Pick<Announcement, 'id' | 'title'>[]> {
  try {
    const answer = await http.get<ListResult<Announcement>>('/api/u/announcement/indexAnnouncement', { silent: true });
    return Array.isArray(answer?.items) ? answer.items.map(({ id, title }) => ({ id, title })) : [];
  } catch {
    return [];
  }
}
