import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { renderPage } from '@/tests/kits/records-test-kit';
import { ExtensionPage } from './extension-page';
import { ExtensionSubmitPage } from './extension-submit-page';

const T = en.shipForMeExtension;

describe('/ship-for-me/extension', () => {
  it('explains the extension, how to get it, linking, sending and signing out', async () => {
    await renderPage(ExtensionPage({ locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: en.routes.shipForMeExtension })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([T.page.whatTitle, T.page.installTitle, T.page.linkTitle, T.page.sendTitle, T.page.signOutTitle]);
    const what = screen.getByRole('region', { name: T.page.whatTitle });
    expect(
      within(what)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([T.page.step1, T.page.step2, T.page.step3, T.page.step4]);
    const nav = screen.getByRole('navigation', { name: en.shipForMe.nav.label });
    expect(within(nav).getByRole('link', { name: en.shipForMe.nav.extension })).toHaveAttribute('aria-current', 'page');
    const link = screen.getByRole('region', { name: T.page.linkTitle });
    expect(within(link).getByText(T.page.linkWarning)).toBeInTheDocument();
    // The server render knows no session: a visitor is asked to sign in and come back here.
    expect(within(link).getByRole('link', { name: T.page.signIn })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fship-for-me%2Fextension');
    expect(within(link).getByText(T.page.signInFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.page.toCart })).toHaveAttribute('href', '/en/ship-for-me/cart');
  });
});

describe('/ship-for-me/extension/submit', () => {
  it('is titled and tells a visitor with no goods how the extension brings them', async () => {
    await renderPage(Promise.resolve(ExtensionSubmitPage({ locale: 'en' })));
    expect(screen.getByRole('heading', { level: 1, name: en.routes.shipForMeExtensionSubmit })).toBeInTheDocument();
    expect(await screen.findByText(T.submit.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.submit.howTo })).toHaveAttribute('href', '/en/ship-for-me/extension');
  });
});
