import type { HTMLAttributes, ReactNode } from 'react';

interface LabelledFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** The control's id: the label names it. */
  htmlFor: string;
  label: ReactNode;
  /** The form's CSS module: its `field` (the box) and `label` classes. */
  look: { readonly [name: string]: string };
  /** The control, then its hint and messages. */
  children: ReactNode;
}

/** A form field's box: the label naming its control, then the control and what goes under it. */
export function LabelledField({ htmlFor, label, look, children, ...rest }: LabelledFieldProps) {
  return (
    <div className={look.field} {...rest}>
      <label htmlFor={htmlFor} className={look.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
