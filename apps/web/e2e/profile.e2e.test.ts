import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';
import { freshAddress, freshEmail, PASSWORD as FIRST_PASSWORD, registerThroughApi } from './support/accounts';
import { screenshotDir } from './support/paths';
import { totp } from './support/totp';

const baseUrl = inject('baseUrl');
const NEW_PASSWORD = 'Fresh#Secret456';

const { openPage } = useBrowser();

/**
 * A real player of its own with a real session cookie in a fresh browser page: nothing about the profile is faked,
 * and no test depends on what another did. Its own client address keeps the per-address limits per test.
 */
async function newPlayer(viewport: Viewport) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const email = freshEmail('profile');
  await registerThroughApi(watched.page.request, baseUrl, email);
  return { ...watched, email };
}

/** Signs in from outside any browser (its own client address): the server's answer says whether the password is right. */
async function signInStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ user: { email, password } }),
  });
  return response.status;
}

async function savedPlayer(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${baseUrl}/api/player`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function openProfile(page: Page, address: string, heading: string): Promise<void> {
  await page.goto(`${baseUrl}${address}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const cookies = page.getByRole('button', { name: 'Accept', exact: true });
  if (await cookies.isVisible()) await cookies.click();
}

/** The first screen as a player sees it, and the whole page for reviewing the cards below the fold. */
async function screenshot(page: Page, name: string, viewport: Viewport): Promise<void> {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name, viewport);
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport.name}-full.png`), fullPage: true });
}

describe('profile of a registered player', () => {
  it('saves personal details and shows them again after a reload', async () => {
    const { page, problems } = await newPlayer(DESKTOP);
    await openProfile(page, '/profile', 'My account');
    const form = page.locator('[data-personal-details]');
    await form.getByLabel('First name').fill('Mia');
    await form.getByLabel('Last name').fill('Hart');
    await form.getByLabel('Nickname').fill('MiaLuck');
    await form.getByLabel('Day').selectOption('07');
    await form.getByLabel('Month').selectOption('04');
    await form.getByLabel('Year').selectOption('1990');
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Mobile phone').fill('+49 151 2345678');
    await form.getByLabel('City').fill('Berlin');
    await form.getByRole('textbox', { name: 'Address (optional)' }).fill('Unter den Linden 1');
    await form.getByLabel('Postal code').fill('10115');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Your details have been saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const saved = page.locator('[data-personal-details]');
    expect(await saved.getByLabel('First name').inputValue()).toBe('Mia');
    expect(await saved.getByLabel('Last name').inputValue()).toBe('Hart');
    expect(await saved.getByLabel('Year').inputValue()).toBe('1990');
    expect(await saved.getByLabel('Month').inputValue()).toBe('04');
    expect(await saved.getByLabel('Postal code').inputValue()).toBe('10115');
    // The locked country shows its code until the country names have arrived (a second call after the profile).
    await expect.poll(() => saved.getByLabel('Country').inputValue()).toBe('Germany');
    // The header greets the player by the nickname they just chose.
    await page.getByText('Hello, MiaLuck').waitFor();
    await page.locator('[data-profile-card="stats"] dd').first().waitFor();
    await screenshot(page, 'profile-main', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('subscribes to offers from the profile, and the subscription is saved', async () => {
    const { page, problems } = await newPlayer(DESKTOP);
    await openProfile(page, '/profile', 'My account');
    const promos = page.locator('[data-profile-card="promos"]');
    const optIn = page.locator('[data-personal-details]').getByLabel('E-mail me bonuses and free spins');
    // A new player has not subscribed.
    expect((await savedPlayer(page)).receive_promos).toBe(false);
    expect(await promos.getByText('Subscribed', { exact: true }).count()).toBe(0);
    expect(await optIn.isChecked()).toBe(false);

    await page.locator('[data-subscribe-promos]').click();
    await page.getByText("You're subscribed! Our best offers are on their way.").waitFor();
    await promos.getByText('Subscribed', { exact: true }).waitFor();
    expect(await optIn.isChecked()).toBe(true);

    // Saved on the server, and shown so after a reload.
    expect((await savedPlayer(page)).receive_promos).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await promos.getByText('Subscribed', { exact: true }).waitFor();
    expect(await optIn.isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('changes the password', async () => {
    const { page, problems, email } = await newPlayer(DESKTOP);
    await openProfile(page, '/profile/security', 'Security');
    const form = page.locator('[data-password-form]');
    await form.getByLabel('Current password').fill(FIRST_PASSWORD);
    await form.getByLabel('New password').fill(NEW_PASSWORD);
    await form.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password has been changed.', { exact: false }).waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    // The server took it: the new password signs in.
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('turns two-factor on with a code from the shown key, and off again', async () => {
    const { page, problems } = await newPlayer(DESKTOP);
    await openProfile(page, '/profile/security', 'Security');
    const card = page.locator('[data-profile-card="two-factor"]');
    await card.getByRole('button', { name: 'Turn on' }).click();
    const setup = card.locator('[data-two-factor-setup]');
    await setup.getByRole('img', { name: 'QR code to add your account to an authenticator app' }).waitFor();
    const secret = (await setup.locator('[data-two-factor-secret]').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'profile-security-setup', DESKTOP);

    await setup.getByLabel('Authentication code').fill(totp(secret));
    await setup.getByRole('button', { name: 'Turn on two-factor' }).click();
    await card.getByText('Two-factor authentication is on.').waitFor();
    await card.locator('[data-two-factor="on"]').waitFor();
    expect((await savedPlayer(page)).two_factor_enabled).toBe(true);

    await card.getByRole('button', { name: 'Turn off' }).click();
    // Each code works once: the next time step's code (within the server's drift window) turns it off now.
    await card.getByLabel('Authentication code').fill(totp(secret, { stepOffset: 1 }));
    await card.getByRole('button', { name: 'Turn off two-factor' }).click();
    await card.getByText('Two-factor authentication is off.').waitFor();
    await card.locator('[data-two-factor="off"]').waitFor();
    expect((await savedPlayer(page)).two_factor_enabled).toBe(false);
    await screenshot(page, 'profile-security', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the social log-in error the provider sent the player back with', async () => {
    const { page, problems } = await newPlayer(DESKTOP);
    await openProfile(page, '/profile/security?auth_error=CONFLICT', 'Security');
    await page.getByText('That account is already linked to another player.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits a phone', async () => {
    const { page, problems } = await newPlayer(PHONE);
    const named = await page.request.patch(`${baseUrl}/api/player`, {
      headers: { origin: baseUrl },
      data: { user: { first_name: 'Mia' } },
    });
    expect(named.status(), await named.text()).toBe(200);
    await openProfile(page, '/profile/main', 'My account');
    await page.locator('[data-profile-card="stats"] dd').first().waitFor();
    expect(await page.locator('[data-personal-details]').getByLabel('First name').inputValue()).toBe('Mia');
    // Nothing wider than the screen: the tabs scroll inside their own strip.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-main', PHONE);
    await page.locator('[data-profile-tab="/profile/security"]').click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-security', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
