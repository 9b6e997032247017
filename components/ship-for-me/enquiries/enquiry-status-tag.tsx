import { EnquiryStatus } from '@/lib/contract/ship-for-me-rules';
import { type Tone, ToneTag } from '@/components/ui/tone-tag';

export const ENQUIRY_STATUSES = [EnquiryStatus.Open, EnquiryStatus.Answered, EnquiryStatus.Accepted, EnquiryStatus.Closed] as const;

/** The catalog key of a status's name (`shipForMeEnquiry.<key>`). */
export const enquiryStatusKey = (status: number) => `status.${ENQUIRY_STATUSES.find((s) => s === status) ?? EnquiryStatus.Open}` as const;

const TONES: Record<number, Tone> = {
  [EnquiryStatus.Open]: 'warning',
  [EnquiryStatus.Answered]: 'blue',
  [EnquiryStatus.Accepted]: 'green',
  [EnquiryStatus.Closed]: 'neutral',
};

/** An enquiry's status as a tag, named by the caller (`t(enquiryStatusKey(status))`). Server or client. */
export function EnquiryStatusTag({ status, label }: { status: number; label: string }) {
  return (
    <span data-testid="enquiry-status" data-status={status}>
      <ToneTag tone={TONES[status] ?? 'neutral'}>{label}</ToneTag>
    </span>
  );
}
