'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface NativeDialogProps {
  title: ReactNode;
  /** What the dialog says: its accessible description (omitted when the children are the content, e.g. a document). */
  message?: ReactNode;
  /** Escape (or the browser's own cancel) asks for this; the caller unmounts the dialog to close it. */
  onCancel(): void;
  /** What takes the focus once it is open. */
  initialFocus: RefObject<HTMLElement | null>;
  /** The caller's CSS module: its `dialog` (the box), `title` and, when it has one, `message` classes. */
  look: { readonly [name: string]: string };
  /** What follows the message: the actions, a form. */
  children: ReactNode;
}

/**
 * A modal native <dialog> (public routes load no antd): shown as a modal when it mounts (focus kept inside),
 * closed when it unmounts with the focus back where it was; named by its title, described by its message.
 */
export function NativeDialog({ title, message, onCancel, initialFocus, look, children }: NativeDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    initialFocus.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      before?.focus?.();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className={look.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={message === undefined ? undefined : `${id}-message`}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h2 id={`${id}-title`} className={look.title}>
        {title}
      </h2>
      {message === undefined ? null : (
        <p id={`${id}-message`} className={look.message}>
          {message}
        </p>
      )}
      {children}
    </dialog>
  );
}
