'use client';

import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import '@/components/providers/antd/form.css';

/** The full-width primary submit button that closes every sign-in and register form. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {children}
      </Button>
    </Form.Item>
  );
}
