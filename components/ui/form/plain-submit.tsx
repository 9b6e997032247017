import type { ReactNode } from 'react';
import { PlainButton } from './plain-button';

/**
 * The full-width large primary submit button that closes a plain form (the sign-in and register forms): a spinner
 * while `loading`. A <fieldset disabled> around the form disables it while submitting. The antd forms use
 * ./submit-button.tsx.
 */
export function PlainSubmit({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <PlainButton type="submit" variant="primary" size="large" block loading={loading}>
      {children}
    </PlainButton>
  );
}
