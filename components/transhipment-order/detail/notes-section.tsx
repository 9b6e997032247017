import type { OrderNote, TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { DateTime } from '@/components/ui/date-time';
import { ToneTag } from '@/components/ui/tone-tag';
import { DetailSection } from '@/components/combined-order/detail/detail-section';
import styles from '@/components/combined-order/detail/detail.module.css';
import { NOTE_FORM_NAMESPACES, type TranshipmentT } from '../labels';
import { LazyNoteForm } from './lazy-note-form';
import own from './transhipment-detail.module.css';

/** Oldest first, as a conversation reads (ISO times compare as text; equal times keep the server's order). */
export function oldestFirst(notes: readonly OrderNote[]): OrderNote[] {
  return notes
    .map((note, index) => ({ note, index }))
    .sort((a, b) => (a.note.at === b.note.at ? a.index - b.index : a.note.at < b.note.at ? -1 : 1))
    .map(({ note }) => note);
}

/**
 * The notes between the customer and the warehouse on this order (the staff's tinted and tagged apart),
 * then the form that adds one (a client island; the page is read again after adding).
 */
export function NotesSection({ t, order }: { t: TranshipmentT; order: TranshipmentOrderDetail }) {
  const notes = oldestFirst(order.notes);
  return (
    <DetailSection id="transhipment-notes" title={t('detail.notes.title')}>
      <p className={styles.muted}>{t('detail.notes.intro')}</p>
      {notes.length ? (
        <ol className={own.notes}>
          {notes.map((note) => (
            <li key={note.id} className={note.author === 'staff' ? `${own.note} ${own.staff}` : own.note} data-testid="order-note" data-author={note.author}>
              <p className={own.noteHead}>
                <ToneTag tone={note.author === 'staff' ? 'purple' : 'neutral'}>{t(`noteAuthor.${note.author}`)}</ToneTag>
                <DateTime value={note.at} pattern="YYYY-MM-DD HH:mm" />
              </p>
              <p className={own.noteText}>{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('detail.notes.none')}</p>
      )}
      <ScopedIntlProvider namespaces={NOTE_FORM_NAMESPACES}>
        <LazyNoteForm orderId={order.id} />
      </ScopedIntlProvider>
    </DetailSection>
  );
}
