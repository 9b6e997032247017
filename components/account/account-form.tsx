'use client';

import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd';
import '@/components/providers/antd/form.css';
import { FormAlert } from '@/components/ui/form/form-alert';
import styles from './section.module.css';

type AccountFormProps<Values> = Omit<FormProps<Values>, 'className' | 'layout' | 'requiredMark' | 'disabled' | 'children'> & {
  saving: boolean;
  error: string | null;
  notice: string | null;
  submitLabel: string;
  children: ReactNode;
};

/** A section's form: labels above the fields, the alert first, everything disabled while saving, submit last. */
export function AccountForm<Values>({ saving, error, notice, submitLabel, children, ...props }: AccountFormProps<Values>) {
  return (
    <Form<Values> {...props} className={styles.form} layout="vertical" requiredMark={false} disabled={saving}>
      <FormAlert error={error} notice={notice} />
      {children}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
