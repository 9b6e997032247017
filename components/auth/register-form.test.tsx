import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { finishSignIn } from './finish-sign-in';
import { RegisterForm } from './register-form';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

const CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jWXYZ';
const CONSENT = en.auth.linkExtensionConsent.replace('{tail}', 'WXYZ');
const AFTER = '/en/user/user-center';

/** Registers amy; the register call takes no extension code, so finishSignIn links the consented one. */
async function registerAmy(tickConsent: boolean): Promise<URLSearchParams> {
  const bodies: URLSearchParams[] = [];
  server.use(
    mock.post('/api/passport-management/register', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ signedIn: true });
    }),
  );
  const { container } = render(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth, validation: en.validation, errors: en.errors }}>
      <RegisterForm termsHtml="" afterHref={AFTER} />
    </NextIntlClientProvider>,
  );
  const type = (id: string, value: string) => fireEvent.change(container.querySelector(`#register_${id}`)!, { target: { value } });
  type('userName', 'amy_01');
  type('email', 'amy@example.com');
  type('code', '123456');
  type('password', 'abc123');
  type('confirmPassword', 'abc123');
  fireEvent.click(container.querySelector('#register_agree')!);
  if (tickConsent) fireEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  fireEvent.click(screen.getByRole('button', { name: en.auth.registerSubmit }));
  await waitFor(() => expect(finishSignIn).toHaveBeenCalledTimes(1));
  expect(bodies).toHaveLength(1);
  return bodies[0];
}

beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));
afterEach(() => {
  vi.mocked(finishSignIn).mockClear();
  window.history.replaceState(null, '', '/');
});

describe('<RegisterForm/> and an extension code in the URL', () => {
  it('shows no consent box and links nothing when the URL carries no code', async () => {
    window.history.replaceState(null, '', '/en/register');
    await registerAmy(false);
    expect(screen.queryByRole('checkbox', { name: /extension/ })).toBeNull();
    expect(finishSignIn).toHaveBeenCalledWith(AFTER, { bindCode: null });
  });

  it('links nothing while the box stays unticked', async () => {
    window.history.replaceState(null, '', `/en/register?bind_link_pre_auth_code=${CODE}`);
    const body = await registerAmy(false);
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(body.has('bind_link_pre_auth_code')).toBe(false);
    expect(finishSignIn).toHaveBeenCalledWith(AFTER, { bindCode: null });
  });

  it('links the code after registering when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/register?preAuthCode=${CODE}`);
    const body = await registerAmy(true);
    expect(body.has('linkExtension')).toBe(false);
    expect(finishSignIn).toHaveBeenCalledWith(AFTER, { bindCode: CODE });
  });
});
