'use client';

// Exports: RatingInput (five named star radios).
import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { RATING_MAX } from '@/lib/contract/combined-order-rules';
import styles from './actions.module.css';

interface RatingInputProps {
  /** The radios' name (the form's field). */
  name: string;
  value: number;
  onChange: (value: number) => void;
  /** The id of the visible label (the group's name). */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** The first star (a dialog's first field takes the focus). */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * A 1–5 rating: a radio group named by its label, each star a native radio named "4 stars: Good" (the arrow keys
 * move between them), the stars up to the chosen one filled, its word beside them. Needs the `combinedOrder` namespace.
 */
export function RatingInput({ name, value, onChange, labelledBy, invalid, describedBy, disabled, firstRef }: RatingInputProps) {
  const t = useTranslations('combinedOrder.actions');
  const word = (rating: number) => t(`ratingName.${rating}` as 'ratingName.1');
  return (
    <span className={styles.rating}>
      <span
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={styles.stars}
      >
        {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((rating) => (
          <label key={rating} className={rating <= value ? `${styles.star} ${styles.starOn}` : styles.star}>
            <input
              ref={rating === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              disabled={disabled}
              aria-label={t('ratingStar', { value: rating, name: word(rating) })}
              className={styles.starRadio}
              onChange={() => onChange(rating)}
            />
            <svg aria-hidden="true" viewBox="64 64 896 896" width="20" height="20" fill="currentColor">
              <path d="M908.1 353.1l-253.9-36.9L540.7 86.1c-3.1-6.3-8.2-11.4-14.5-14.5-15.8-7.8-35-1.3-42.9 14.5L369.8 316.2l-253.9 36.9c-7 1-13.4 4.3-18.3 9.3a32.05 32.05 0 00.6 45.3l183.7 179.1-43.4 252.9a31.95 31.95 0 0046.4 33.7L512 754l227.1 119.4c6.2 3.3 13.4 4.4 20.3 3.2 17.4-3 29.1-19.5 26.1-36.9l-43.4-252.9 183.7-179.1c5-4.9 8.3-11.3 9.3-18.3 2.7-17.5-9.5-33.7-26.9-36.3z" />
            </svg>
          </label>
        ))}
      </span>
      {/* The checked radio already says it to a screen reader. */}
      {value ? (
        <span aria-hidden className={styles.ratingName}>
          {word(value)}
        </span>
      ) : null}
    </span>
  );
}
