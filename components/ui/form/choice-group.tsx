import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './choice-group.module.css';

interface Choice<V> {
  value: V;
  label: ReactNode;
}

interface ChoiceGroupProps<V> {
  /** radio: one value; checkbox: a list of values. */
  type: 'radio' | 'checkbox';
  options: readonly Choice<V>[];
  /** The group's accessible name (the form label does not name a group). */
  label: string;
  /** Radios only: joined buttons, the chosen one filled (antd's Radio.Group optionType="button" buttonStyle="solid"). */
  buttons?: boolean;
  /** From antd's Form.Item: value, onChange, id and the aria attributes of its help and extra. */
  value?: V | V[];
  onChange?: (value: V | V[]) => void;
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * Native radio buttons (in a row) or checkboxes (one a line) with antd's look, as a Form.Item control
 * instead of Radio.Group or Checkbox.Group: the same value and onChange, arrow keys and Space as the
 * browser has them.
 */
export function ChoiceGroup<V extends string | number>({ type, options, label, buttons = false, value, onChange, id, disabled, ...aria }: ChoiceGroupProps<V>) {
  const asButtons = buttons && type === 'radio';
  const chosen = (option: V) => (Array.isArray(value) ? value.includes(option) : value === option);
  const toggle = (option: V, checked: boolean) => {
    if (type === 'radio') return onChange?.(option);
    const list = Array.isArray(value) ? value : [];
    // Keep the order of the options, as Checkbox.Group does.
    const next = checked ? [...list, option] : list.filter((v) => v !== option);
    onChange?.(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <div
      id={id}
      role={type === 'radio' ? 'radiogroup' : 'group'}
      aria-label={label}
      className={`${styles.group} ${asButtons ? styles.buttons : type === 'radio' ? styles.row : styles.column}`}
      {...aria}
    >
      {options.map((option) => (
        <label key={option.value} className={asButtons ? styles.button : styles.choice}>
          <input
            type={type}
            name={type === 'radio' ? id : undefined}
            className={asButtons ? styles.hiddenMark : type === 'radio' ? styles.radio : styles.checkbox}
            checked={chosen(option.value)}
            disabled={disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** One native checkbox with its text, antd's look; in a Form.Item with `valuePropName="checked"`. */
export function CheckboxChoice({ children, ...input }: InputHTMLAttributes<HTMLInputElement> & { children: ReactNode }) {
  return (
    <label className={styles.choice}>
      <PlainCheckbox {...input} />
      <span>{children}</span>
    </label>
  );
}

/** A native checkbox alone, antd's look (a table cell's switch, named by `aria-label`). */
export function PlainCheckbox(input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return <input {...input} type="checkbox" className={styles.checkbox} />;
}
