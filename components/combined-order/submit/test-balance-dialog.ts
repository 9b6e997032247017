// Test support (tests only) for the order forms that open the insufficient-balance dialog.
import { screen, within } from '@testing-library/react';
import en from '@/locales/en.json';

const T = en.recharge.insufficient;

/** Waits for the insufficient-balance dialog; with what its "Recharge now" link asks for and where it comes back to. */
export async function findBalanceDialog() {
  const dialog = await screen.findByRole('dialog', { name: T.title });
  const href = new URL(within(dialog).getByRole('link', { name: T.rechargeNow }).getAttribute('href')!, 'http://localhost');
  return { dialog, amount: href.searchParams.get('amount'), returnTo: href.searchParams.get('returnTo') };
}
