import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { ContactChangeForm } from './contact-change-form';
import { answer, MEMBER, refusal, renderAccount, wireHttpBetweenTests } from './test-account';

const T = en.account;
const A = en.auth;
wireHttpBetweenTests();

const DIAL_CODES = [
  { countryCode: 'CN', name: 'China', code: '86', label: 'China +86' },
  { countryCode: 'MY', name: 'Malaysia', code: '60', label: 'Malaysia +60' },
];

function renderForm() {
  server.use(mock.get('/api/system-management/common/international-code', () => HttpResponse.json({ items: DIAL_CODES, totalCount: 2 })));
  return renderAccount(<ContactChangeForm member={MEMBER} />);
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: T.contactSave }));

describe('<ContactChangeForm/>', () => {
  it('an empty submit shows the e-mail and code messages under their fields, announced, the focus on the e-mail', () => {
    renderForm();
    confirm();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([en.validation.email, en.validation.code]);
    const email = screen.getByLabelText(T.newEmailLabel);
    expect(email).toHaveAttribute('id', 'contact_email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(en.validation.email);
    expect(screen.getByLabelText(A.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it("a phone takes the member's dial code; the code goes to the new phone and the button counts down", async () => {
    const sent = answer('post', '/api/passport-management/send-verification-code', () => HttpResponse.json({ resendAfter: 60 }));
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: A.byPhone }));
    expect(screen.getByRole('combobox', { name: A.dialCodeLabel })).toHaveValue('60');
    const region = screen.getByRole('region', { name: T.contactHeading });
    fireEvent.click(within(region).getByRole('button', { name: A.sendCode }));
    await waitFor(() => expect(screen.getByLabelText(T.newPhoneLabel)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.phone);
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(T.newPhoneLabel), { target: { value: ' 123456789' } });
    fireEvent.click(within(region).getByRole('button', { name: A.sendCode }));
    expect(await screen.findByRole('status')).toHaveTextContent(A.codeSent);
    expect(sent).toEqual([{ phone: '123456789', international_code: '60', purpose: 'change-contact' }]);
    expect(await within(region).findByRole('button', { name: /60/ })).toBeDisabled();
  });

  it("the server's field errors show under their fields; the rest above the form", async () => {
    answer('put', '/api/u/user', refusal({ message: 'The code is wrong', members: ['code'] }, { message: 'Try later', members: ['other'] }));
    renderForm();
    fireEvent.change(screen.getByLabelText(T.newEmailLabel), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(A.codeLabel), { target: { value: ' 123456 ' } });
    confirm();
    await waitFor(() => expect(screen.getByLabelText(A.codeLabel)).toHaveAccessibleDescription('The code is wrong'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Try later', 'The code is wrong']);
  });

  it('saves the new e-mail with its code, shows it, says so and empties the fields', async () => {
    const bodies = answer('put', '/api/u/user', () => HttpResponse.json({ ...MEMBER, email: 'new@example.com' }));
    renderForm();
    const email = screen.getByLabelText(T.newEmailLabel);
    fireEvent.change(email, { target: { value: '  new@example.com' } });
    expect(email).toHaveValue('new@example.com');
    fireEvent.change(screen.getByLabelText(A.codeLabel), { target: { value: ' 123456 ' } });
    confirm();
    expect(email).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(T.contactSaved);
    expect(bodies).toEqual([{ email: 'new@example.com', code: '123456' }]);
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(screen.getByLabelText(A.codeLabel)).toHaveValue('');
    await act(async () => undefined);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
