import { useTranslations } from 'next-intl';
import { type Tone, ToneTag } from '@/components/ui/tone-tag';
import { GoodStatus } from '@/lib/contract/ship-for-me-rules';

const TONES: Record<number, Tone> = {
  [GoodStatus.InCart]: 'blue',
  [GoodStatus.Forecast]: 'purple',
  [GoodStatus.Enquiry]: 'warning',
  [GoodStatus.Ordered]: 'green',
};

/** A good's status (`shipForMe.status.<n>`) as a tag. Server or client (inside a provider with `shipForMe`). */
export function GoodStatusTag({ status }: { status: number }) {
  const t = useTranslations('shipForMe');
  const key = `status.${status}` as 'status.10';
  return (
    <span data-testid="good-status" data-status={status}>
      <ToneTag tone={TONES[status] ?? 'neutral'}>{t.has(key) ? t(key) : String(status)}</ToneTag>
    </span>
  );
}
