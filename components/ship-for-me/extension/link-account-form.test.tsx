import { fireEvent, render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import { formatDate } from '@/lib/format/display';
import { server } from '@/tests/msw/server';
import LinkAccountForm, { type LinkFormTexts } from './link-account-form';
import { LinkSignIn } from './link-sign-in';

const T = en.shipForMeExtension.page;
const LOGIN = '/en/login?redirect=%2Fen%2Fship-for-me%2Fextension';
const CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jDfGa';

/** The words the page gives the form (extension-page.tsx): the catalog's, `linked` with its `{time}` kept. */
const texts: LinkFormTexts = {
  signInFirst: T.signInFirst,
  sessionEnded: T.sessionEnded,
  signIn: T.signIn,
  linkTitle: T.linkTitle,
  codeLabel: T.codeLabel,
  codeRequired: T.codeRequired,
  codeInvalid: T.codeInvalid,
  link: T.link,
  linking: T.linking,
  linked: T.linked,
  linkFailed: T.linkFailed,
  network: en.shipForMeExtension.submit.network,
};
const renderForm = () => render(<LinkAccountForm loginHref={LOGIN} texts={texts} />);
const codeField = () => screen.getByRole('textbox', { name: T.codeLabel });
const submitCode = (value: string) => {
  fireEvent.change(codeField(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: T.link }));
};
/** What POST /passport-management/bind answers (server/modules/passport/login-codes.ts, messages.ts). */
const refused = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message, details: null, validationErrors: null } }, { status });

beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));
afterEach(() => (document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`));

describe('<LinkAccountForm/>', () => {
  it('sends a visitor to sign in first', () => {
    renderForm();
    expect(screen.getByText(T.signInFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.signIn })).toHaveAttribute('href', LOGIN);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('draws for a visitor what the server draws in its place (./link-sign-in.tsx) until it has loaded', () => {
    const island = renderForm();
    const drawn = render(<LinkSignIn loginHref={LOGIN} message={T.signInFirst} signIn={T.signIn} />);
    expect(island.container.innerHTML).toBe(drawn.container.innerHTML);
  });

  describe('for a member', () => {
    beforeEach(() => (document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`));

    it('checks the code before sending it', () => {
      const calls = vi.fn();
      server.use(mock.post('/api/passport-management/bind', () => (calls(), HttpResponse.json({}))));
      renderForm();
      submitCode('   ');
      expect(screen.getByRole('alert')).toHaveTextContent(T.codeRequired);
      submitCode('PA<script>');
      expect(screen.getByRole('alert')).toHaveTextContent(T.codeInvalid);
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(calls).not.toHaveBeenCalled();
    });

    it('links the typed code and says until when the extension can finish', async () => {
      const expiresAt = '2030-05-06T07:08:09.000Z';
      const bodies: unknown[] = [];
      server.use(
        mock.post('/api/passport-management/bind', async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ bound: true, expiresAt });
        }),
      );
      renderForm();
      submitCode(`  ${CODE} `);
      expect(await screen.findByRole('status')).toHaveTextContent(T.linked.replace('{time}', formatDate(expiresAt, 'HH:mm')));
      expect(bodies).toEqual([{ preAuthCode: CODE }]);
      expect(codeField()).toHaveValue('');
    });

    it("shows the server's reason for a wrong, expired or taken code", async () => {
      server.use(mock.post('/api/passport-management/bind', () => refused(409, 'PreAuthCodeBound', 'The authorization code is linked to another account.')));
      renderForm();
      submitCode(CODE);
      expect(await screen.findByRole('alert')).toHaveTextContent('The authorization code is linked to another account.');
      expect(codeField()).toHaveValue(CODE);
    });

    it('offers to sign in again when the session ended', async () => {
      server.use(mock.post('/api/passport-management/bind', () => refused(401, 'Unauthorized', 'Please sign in.')));
      renderForm();
      submitCode(CODE);
      expect(await screen.findByText(T.sessionEnded)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: T.signIn })).toHaveAttribute('href', LOGIN);
    });
  });
});
