'use client';

import { Alert } from 'antd';
import '@/components/providers/antd/alert.css';

/** The inline message above a form: an error (role="alert") or a notice (role="status"). */
export function FormAlert({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) return <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />;
  if (notice) return <Alert type="success" showIcon title={notice} role="status" style={{ marginBottom: 16 }} />;
  return null;
}
