import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { LoginCodeCard } from './login-code-card';
import { answer, renderAccount, wireHttpBetweenTests } from './test-account';

const T = en.account;
wireHttpBetweenTests();

describe('<LoginCodeCard/>', () => {
  it('creates a login code, shows it with its expiry, and copies it', async () => {
    answer('post', '/api/u/user/login-code', () => HttpResponse.json({ loginCode: 'AB12CD', expiresAt: '2026-11-28T10:00:00Z' }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAccount(<LoginCodeCard />);
    fireEvent.click(screen.getByRole('button', { name: T.loginCodeCreate }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Login code AB12CD, valid until/);
    fireEvent.click(screen.getByRole('button', { name: T.loginCodeCopy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('AB12CD'));
  });
});
