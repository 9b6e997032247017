// Labels of the points ledger (catalog `points`).
import type { useTranslations } from 'next-intl';
import { POINTS_KINDS } from '@/lib/contract/coupon-rules';
import type { Tone } from '@/components/ui/tone-tag';

export type PointsT = ReturnType<typeof useTranslations<'points'>>;

/** The tag of a line's kind: the word says it, the tone only helps. */
export const KIND_TONES: Record<string, Tone> = {
  earn: 'green',
  exchange: 'purple',
  deduct: 'blue',
  return: 'green',
  adjust: 'warning',
  expire: 'neutral',
};

/** `points.kind.<kind>`; an unknown kind shows as sent. */
export function pointsKindLabel(t: PointsT, kind: string): string {
  return (POINTS_KINDS as readonly string[]).includes(kind) ? t(`kind.${kind as 'earn'}`) : kind;
}
