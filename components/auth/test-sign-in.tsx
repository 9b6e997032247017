// Test support (no tests here) for the sign-in forms' tests of an extension code in the page address. Each test
// file mocks ./finish-sign-in itself (vi.mock is hoisted per file); the steps here then see that mock.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { finishSignIn } from './finish-sign-in';

/** A plausible extension code; the consent box names its last 4 characters. */
export const LINK_CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jWXYZ';
export const LINK_CONSENT = en.auth.linkExtensionConsent.replace('{tail}', 'WXYZ');

/** Wires the HTTP client before each test; after it, forgets finishSignIn's calls and the page address. */
export function resetSignInBetweenTests() {
  beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));
  afterEach(() => {
    vi.mocked(finishSignIn).mockClear();
    window.history.replaceState(null, '', '/');
  });
}

/** Reads a sign-in call's body: form-encoded or JSON. */
export const formBody = async (request: Request) => new URLSearchParams(await request.text());
export const jsonBody = async (request: Request) => (await request.json()) as Record<string, unknown>;

interface SignInForm<B> {
  /** The sign-in call the form makes, answered as signed in. */
  path: string;
  readBody: (request: Request) => Promise<B>;
  form: ReactElement;
  /** Fills the form's fields (those other than the consent box). */
  fill: (type: (id: string, value: string) => void, container: HTMLElement) => void;
  submit: string;
  tickConsent: boolean;
}

/** Renders a sign-in form, fills it, ticks the consent box if asked, submits, and answers with the body the call sent. */
export async function submitSignInForm<B>({ path, readBody, form, fill, submit, tickConsent }: SignInForm<B>): Promise<B> {
  const bodies: B[] = [];
  server.use(
    mock.post(path, async ({ request }) => {
      bodies.push(await readBody(request));
      return HttpResponse.json({ signedIn: true });
    }),
  );
  const { container } = render(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth, validation: en.validation, errors: en.errors }}>
      {form}
    </NextIntlClientProvider>,
  );
  fill((id, value) => fireEvent.change(container.querySelector(`#${id}`)!, { target: { value } }), container);
  if (tickConsent) fireEvent.click(screen.getByRole('checkbox', { name: LINK_CONSENT }));
  fireEvent.click(screen.getByRole('button', { name: submit }));
  await waitFor(() => expect(finishSignIn).toHaveBeenCalledTimes(1));
  expect(bodies).toHaveLength(1);
  return bodies[0];
}
