'use client';

// Exports: RatingInput (antd Rate whose stars are named radios).
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { Rate } from 'antd';
import '@/components/providers/antd/rate.css';
import { useTranslations } from 'next-intl';
import { RATING_MAX } from '@/lib/contract/combined-order-rules';
import styles from './actions.module.css';

interface RatingInputProps {
  /** Set by Form.Item. */
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  /** The id of the visible label (the group's name). */
  labelledBy: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

// Rate passes `role` on to its list (rc-rate pickAttrs) but does not declare it.
const RADIO_GROUP = { role: 'radiogroup' } as Record<string, string>;

/**
 * A 1–5 rating: antd's Rate as a radio group named by its label, each star a radio named "4 stars: Good"
 * (antd's stars carry role="radio" without a name), the chosen rating's word beside the stars.
 * Needs the `combinedOrder` namespace.
 */
export function RatingInput({ value, onChange, id, labelledBy, ...aria }: RatingInputProps) {
  const t = useTranslations('combinedOrder.actions');
  const word = (rating: number) => t(`ratingName.${rating}` as 'ratingName.1');
  return (
    <span className={styles.rating}>
      <Rate
        id={id}
        count={RATING_MAX}
        value={value ?? 0}
        onChange={(next) => onChange?.(next)}
        allowClear={false}
        {...RADIO_GROUP}
        aria-labelledby={labelledBy}
        aria-required
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        characterRender={(node, { index = 0 }) => {
          // The <li> gives up its list role (its list is a radio group now); its star is the named radio.
          const star = (node as ReactElement<{ children?: ReactElement }>).props.children;
          if (!isValidElement(star)) return node;
          const name = t('ratingStar', { value: index + 1, name: word(index + 1) });
          return cloneElement(
            node as ReactElement<Record<string, unknown>>,
            { role: 'none' },
            cloneElement(star as ReactElement<Record<string, unknown>>, { 'aria-label': name }),
          );
        }}
      />
      {/* The checked radio already says it to a screen reader. */}
      {value ? (
        <span aria-hidden className={styles.ratingName}>
          {word(value)}
        </span>
      ) : null}
    </span>
  );
}
