'use client';

import type { InputHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { useClientValue } from '@/components/layout/use-client-value';
import { CheckboxChoice } from '@/components/ui/form/choice-group';
import { FormField } from '@/components/ui/form/form-field';
import { preAuthCodeFrom, preAuthCodeTail } from './pre-auth';

/** The form field of the consent box: true only when the customer ticked it. */
export const LINK_EXTENSION_FIELD = 'linkExtension';

export interface ExtensionLinkValues {
  linkExtension?: boolean;
}

/** The plausible pre-auth code of the page URL (null during the server render and when absent). */
export function usePreAuthCodeOfUrl(): string | null {
  return useClientValue(() => preAuthCodeFrom(window.location.search), null);
}

/** The code to link with this sign-in: the URL's code only when the box was ticked, else null. */
export function consentedPreAuthCode(code: string | null, values: ExtensionLinkValues): string | null {
  return code && values.linkExtension === true ? code : null;
}

interface ExtensionLinkConsentProps {
  code: string | null;
  /** The box's props from the form: `form.check('linkExtension', { hint: true })`. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
}

/**
 * An unticked box shown only when the page URL carries an extension code: a link can carry an attacker's
 * code, so signing in never links it silently (docs/extension-contract.md, "Linking from a link").
 */
export function ExtensionLinkConsent({ code, input }: ExtensionLinkConsentProps) {
  const t = useTranslations('auth');
  if (!code) return null;
  return (
    <FormField id={input.id} hint={t('linkExtensionWarning')}>
      <CheckboxChoice {...input}>{t('linkExtensionConsent', { tail: preAuthCodeTail(code) })}</CheckboxChoice>
    </FormField>
  );
}
