// Accounts journey, once per language with a fresh member: register by e-mail code, sign out, password,
// e-mail code, phone code (the phone is added in the account page), change password, recover it,
// addresses (the one-default rule) and the warehouse address copied to the clipboard. axe on every page.
import { expect, test, type Page } from '@playwright/test';
import { axe } from '../fixtures/axe';
import { spaced, t } from '../fixtures/catalog';
import { BASE_A, LOCALES, localized, type Locale } from '../fixtures/e2e';
import { signInWithForm, slowDown } from '../fixtures/forms';
import { motionsSettled, waitForHydration } from '../fixtures/hydration';
import { Outbox } from '../fixtures/outbox';

test.describe.configure({ timeout: 300_000 });

/** axe once the page has hydrated (these pages are client islands; a check before would read the server's HTML). */
async function axeHydrated(page: Page, label: string) {
  await waitForHydration(page);
  await axe(page, label);
}

async function open(page: Page, locale: Locale, path: string) {
  await page.goto(localized(locale, path));
  // Hydration done (the forms are client islands); a busy machine may keep the network going.
  await waitForHydration(page);
}

async function signOut(page: Page, locale: Locale) {
  await open(page, locale, '/user/user-center');
  await page.getByRole('button', { name: t(locale, 'userMenu.logout') }).click();
  await page.waitForURL((url) => !url.pathname.includes('/user'));
  await expect.poll(() => page.evaluate(async () => (await fetch('/api/u/user')).status)).toBe(401);
}

async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => !/login|register|forget/.test(url.pathname));
  expect(await page.evaluate(async () => (await fetch('/api/u/user')).status)).toBe(200);
}

const button = (page: Pick<Page, 'getByRole'>, label: string) => page.getByRole('button', { name: spaced(label) });

/** The address book's page re-read by router.refresh() (an RSC request for the page itself). */
const isBookReRead = (url: URL) => url.pathname.endsWith('/user/member-address') && url.searchParams.has('_rsc');

for (const [index, locale] of LOCALES.entries()) {
  test(`accounts journey (${locale})`, async ({ browser }) => {
    const stamp = `${Date.now().toString(36)}${index}`;
    const user = { name: `j${stamp}`, email: `j${stamp}@example.com`, phone: `13${index}${String(Date.now()).slice(-8)}` };
    const outbox = await Outbox.open(BASE_A);
    const context = await browser.newContext({ baseURL: BASE_A, locale: locale === 'en' ? 'en-US' : 'zh-CN' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_A });
    const page = await context.newPage();
    try {
      // Register with an e-mail code.
      await open(page, locale, '/register');
      await axeHydrated(page, 'register');
      await page.getByLabel(t(locale, 'auth.userNameLabel'), { exact: true }).fill(user.name);
      await page.locator('#register_email').fill(` ${user.email} `);
      await outbox.readyToSend(user.email);
      await page.getByRole('button', { name: t(locale, 'auth.sendCode') }).click();
      await page.locator('#register_code').fill(await outbox.codeFor(user.email));
      await page.locator('#register_password').fill('pass1234');
      await page.locator('#register_confirmPassword').fill('pass1234');
      await page.locator('#register_agree').check();
      await button(page, t(locale, 'auth.registerSubmit')).click();
      await page.waitForURL(/\/user\/user-center/);
      await expect(page.getByText(t(locale, 'userArea.memberCodeLabel'))).toBeVisible();
      await axeHydrated(page, 'user-center');

      // Password sign-in.
      await signOut(page, locale);
      await open(page, locale, '/login');
      await signInWithForm(page, locale, user.name, 'pass1234');
      await expectSignedIn(page);

      // Add a phone number (code to the new phone), then sign in with e-mail and phone codes.
      await open(page, locale, '/user/user-information');
      await axeHydrated(page, 'user-information');
      const contact = page.getByRole('region', { name: t(locale, 'account.contactHeading') });
      await contact.getByText(t(locale, 'auth.byPhone'), { exact: true }).click();
      await page.locator('#contact_phone').fill(user.phone);
      await outbox.readyToSend(user.phone);
      await contact.getByRole('button', { name: t(locale, 'auth.sendCode') }).click();
      await page.locator('#contact_code').fill(await outbox.codeFor(user.phone));
      await button(page, t(locale, 'account.contactSave')).click();
      await expect(contact.getByText(t(locale, 'account.contactSaved'))).toBeVisible();
      await expect(contact.getByText(user.phone)).toBeVisible();

      await signOut(page, locale);
      await open(page, locale, '/login-by-code');
      await axeHydrated(page, 'login-by-code');
      await page.locator('#login-email_email').fill(user.email);
      await outbox.readyToSend(user.email);
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: t(locale, 'auth.sendCode') })
        .click();
      await page.locator('#login-email_otp').fill(await outbox.codeFor(user.email));
      await button(page, t(locale, 'auth.submit')).click();
      await expectSignedIn(page);

      await signOut(page, locale);
      await open(page, locale, '/login-by-code');
      await page.getByRole('tab', { name: t(locale, 'auth.tabPhoneCode') }).click();
      await page.locator('#login-phone_phone').fill(user.phone);
      await outbox.readyToSend(user.phone);
      await page
        .getByRole('tabpanel', { name: t(locale, 'auth.tabPhoneCode') })
        .getByRole('button', { name: t(locale, 'auth.sendCode') })
        .click();
      await page.locator('#login-phone_otp').fill(await outbox.codeFor(user.phone));
      await page
        .getByRole('tabpanel', { name: t(locale, 'auth.tabPhoneCode') })
        .getByRole('button', { name: spaced(t(locale, 'auth.submit')) })
        .click();
      await expectSignedIn(page);

      // Change the password, then recover it by e-mail.
      await open(page, locale, '/user/user-information');
      await page.locator('#password_oldPassword').fill('pass1234');
      await page.locator('#password_newPassword').fill('next1234');
      await page.locator('#password_confirmPassword').fill('next1234');
      await button(page, t(locale, 'account.passwordSubmit')).click();
      await expect(page.getByText(t(locale, 'account.passwordChanged'))).toBeVisible();
      await signOut(page, locale);

      await open(page, locale, '/forget-password');
      await axeHydrated(page, 'forget-password');
      await page.locator('#reset_email').fill(user.email);
      await outbox.readyToSend(user.email);
      await page.getByRole('button', { name: t(locale, 'auth.sendCode') }).click();
      await page.locator('#reset_code').fill(await outbox.codeFor(user.email));
      await page.locator('#reset_password').fill('last1234');
      await page.locator('#reset_confirmPassword').fill('last1234');
      await button(page, t(locale, 'auth.resetSubmit')).click();
      await page.waitForURL(/\/login\?reset=1/);
      await expect(page.getByText(t(locale, 'auth.resetDone'))).toBeVisible();
      await axeHydrated(page, 'login');
      await signInWithForm(page, locale, user.email, 'last1234');
      await expectSignedIn(page);

      // Addresses: two, the second made default, the default deleted: the other one becomes default.
      // The second is entered as a customer on a slow network would: the dialog opens while the book is
      // still being re-read after the first save (its answer lands after the choices are made, before the
      // save), and the state list comes late (the state is picked once it is there). Neither late answer may
      // undo a choice.
      await open(page, locale, '/user/member-address');
      const country = locale === 'en' ? 'Malaysia' : '马来西亚';
      let bookReRead: Promise<unknown> = Promise.resolve();
      for (const [recipient, state] of [
        ['Amy One', locale === 'en' ? 'Selangor' : '雪兰莪'],
        ['Bob Two', locale === 'en' ? 'Johor' : '柔佛'],
      ]) {
        const second = recipient === 'Bob Two';
        if (second) await slowDown(page, '**/api/u/region?*', 1_500);
        await button(page, t(locale, 'address.add')).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('#address_recipientName').fill(recipient);
        // The form (and its country list) loads on first use: native selects wait for the option to be listed.
        await dialog.locator('#address_countryCode').selectOption({ label: country });
        await dialog.locator('#address_regionId').selectOption({ label: state });
        await dialog.locator('#address_phone').fill('123456789');
        await dialog.locator('#address_city').fill('Shah Alam');
        await dialog.locator('#address_addressLine1').fill('1 Jalan Test');
        await dialog.locator('#address_postcode').fill('40000');
        if (!second) await axeHydrated(page, 'address dialog');
        if (second) await bookReRead;
        else {
          // The first save's re-read of the book comes 3 s late: into the second address's dialog.
          await slowDown(page, isBookReRead, 3_000);
          bookReRead = page.waitForResponse((response) => isBookReRead(new URL(response.url())));
        }
        await button(dialog, t(locale, 'address.save')).click();
        // Saved: the dialog closes (the book shows it once re-read).
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await page.unrouteAll({ behavior: 'wait' });
      const cards = page.getByTestId('address-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: 'Amy One' })).toContainText(`${locale === 'en' ? 'Selangor' : '雪兰莪'}, ${country}`);
      await expect(cards.filter({ hasText: 'Bob Two' })).toContainText(`${locale === 'en' ? 'Johor' : '柔佛'}, ${country}`);
      await expect(page.locator('[data-testid=address-card][data-default=true]')).toHaveCount(1);
      await cards
        .filter({ hasText: 'Bob Two' })
        .getByRole('button', { name: spaced(t(locale, 'address.setDefault')) })
        .click();
      await expect(page.locator('[data-testid=address-card][data-default=true]')).toContainText('Bob Two');
      await expect(page.locator('[data-testid=address-card][data-default=true]')).toHaveCount(1);
      await expect(cards.first().getByRole('button').first()).toBeEnabled();
      await motionsSettled(page); // the buttons' colour transition
      await axeHydrated(page, 'member-address');
      await cards
        .filter({ hasText: 'Bob Two' })
        .getByRole('button', { name: spaced(t(locale, 'address.delete')) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await button(page.getByRole('dialog'), t(locale, 'address.confirm')).click();
      await expect(cards).toHaveCount(1);
      await expect(page.locator('[data-testid=address-card][data-default=true]')).toContainText('Amy One');

      // Notification settings: switch one channel, save.
      await open(page, locale, '/user/notification-settings');
      await axeHydrated(page, 'notification-settings');
      await page.getByRole('checkbox').first().click();
      await button(page, t(locale, 'notifications.save')).click();
      await expect(page.getByText(t(locale, 'notifications.saved'))).toBeVisible();

      // Warehouse address: copy the whole block; it carries the member code.
      await open(page, locale, '/user/wareHouse-address');
      await axeHydrated(page, 'wareHouse-address');
      const memberCode = await page.evaluate(async () => ((await (await fetch('/api/u/user')).json()) as { memberCode: string }).memberCode);
      await expect(page.getByRole('note')).toContainText(memberCode);
      await page
        .getByRole('button', { name: spaced(t(locale, 'warehouse.copyAll')) })
        .first()
        .click();
      await expect(page.getByText(t(locale, 'errors.copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(memberCode);
    } finally {
      await context.close();
      await outbox.close();
    }
  });
}
