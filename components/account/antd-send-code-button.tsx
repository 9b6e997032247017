'use client';

import { Button } from 'antd';
import { useSendCode, type SendCodeProps } from '@/components/auth/send-code-button';

/** The send-code button of an antd form (it joins a Space.Compact and follows the form's `disabled`). */
export function AntdSendCodeButton(props: SendCodeProps) {
  const { send, sending, running, label } = useSendCode(props);
  return (
    <Button size="large" onClick={send} loading={sending} disabled={running} aria-live="polite">
      {label}
    </Button>
  );
}
