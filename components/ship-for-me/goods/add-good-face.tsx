import { buttonClassName, type ButtonVariant } from '@/components/ui/button';

/**
 * "Add a good by hand" as drawn: by ./add-good-button.tsx, which opens the hand form, and by the server in its place
 * until that island has loaded on a client-side visit (without `onClick`: disabled). No hooks.
 */
export function AddGoodFace({ variant, label, onClick }: { variant: ButtonVariant; label: string; onClick?: () => void }) {
  return (
    <button type="button" className={buttonClassName(variant)} aria-haspopup="dialog" disabled={!onClick} onClick={onClick}>
      {label}
    </button>
  );
}
