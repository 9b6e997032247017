'use client';

import { useRef, type ReactNode } from 'react';
import { PlainButton } from './form/plain-button';
import { NativeDialog } from './native-dialog';
import styles from './dialog.module.css';

interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  okText: string;
  cancelText: string;
  /** A destructive action: the OK button is red and the focus starts on Cancel. */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * "Are you sure?" before an action, as a native modal dialog (antd's Popconfirm brought its popover, trigger and
 * motion code to every list with such a button). Render it while asking; either answer closes it.
 */
export function ConfirmDialog({ title, description, okText, cancelText, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ok = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <NativeDialog title={title} message={description} onCancel={onCancel} initialFocus={danger ? cancel : ok} look={styles}>
      <div className={styles.actions}>
        <PlainButton ref={cancel} onClick={onCancel}>
          {cancelText}
        </PlainButton>
        <PlainButton
          ref={ok}
          variant="primary"
          danger={danger}
          onClick={() => {
            onCancel();
            onConfirm();
          }}
        >
          {okText}
        </PlainButton>
      </div>
    </NativeDialog>
  );
}
