import { buttonClassName } from '@/components/ui/button';
import type { TrackingTexts } from './tracking-texts';
import { TRACKING_INPUT_MAX, TRACKING_PARAM } from './tracking-query';
import styles from './tracking.module.css';

/** A plain GET form (works without JavaScript): the server looks the number up and renders the answer. */
export function TrackingForm({ typed, invalid, t }: { typed: string; invalid: boolean; t: TrackingTexts['t'] }) {
  return (
    <form method="get" action="" role="search" aria-label={t('formLabel')} className={styles.form}>
      <label htmlFor="tracking-number" className={styles.label}>
        {t('numberLabel')}
      </label>
      <div className={styles.row}>
        <input
          id="tracking-number"
          name={TRACKING_PARAM}
          type="text"
          defaultValue={typed}
          maxLength={TRACKING_INPUT_MAX}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'tracking-number-hint tracking-number-error' : 'tracking-number-hint'}
          className={styles.input}
        />
        <button type="submit" className={buttonClassName('primary')}>
          {t('submit')}
        </button>
      </div>
      <p id="tracking-number-hint" className={styles.hint}>
        {t('numberHint')}
      </p>
      {invalid ? (
        <p id="tracking-number-error" role="alert" className={styles.error}>
          {t('invalid')}
        </p>
      ) : null}
    </form>
  );
}
