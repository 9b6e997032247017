import 'server-only';
import { orNull } from '@/lib/api/client';
import { log } from '@/lib/ops/log';
import { markRenderDegraded } from '@/lib/site/degraded-render';
import type { Loaded } from './loaded';

/**
 * A public page's backend read: `{ ok: false }` when it failed (logged under `area`), and the render is then
 * not cached like a healthy one (lib/site/degraded-render.ts).
 */
export async function attempt<T>(area: string, label: string, run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    log.error(`${area}: ${label} failed`, { err: error });
    await markRenderDegraded(label);
    return { ok: false };
  }
}

/** One record by id: null data when the backend does not know it (404), `{ ok: false }` when the read failed. */
export const attemptRecord = <T>(area: string, label: string, run: () => Promise<T>) => attempt(area, label, () => orNull(run()));
