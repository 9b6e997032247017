import { buttonClassName, type ButtonVariant } from './button';

/**
 * A retry that loads the page again: a plain button the shell runtime answers (../layout/shell-runtime,
 * `data-reload`), so a page that shows one, a failure seldom shown, carries no script for it. Server or client.
 */
export function ReloadButton({ label, variant = 'primary' }: { label: string; variant?: ButtonVariant }) {
  return (
    <button type="button" data-reload className={buttonClassName(variant)}>
      {label}
    </button>
  );
}
