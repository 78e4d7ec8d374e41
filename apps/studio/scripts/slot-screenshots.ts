/**
 * Development only: screenshots of the slot at a phone (390×844) and a desktop (1440×900), idle, mid-spin, landed,
 * and with its rules open. `npx tsx apps/studio/scripts/slot-screenshots.ts [name]` against the preview fixture
 * (or `PREVIEW_URL=<launch_url origin> SESSION=<token>` against a real server); `LOCALE=fr-CA` for a language,
 * `REDUCED=1` for reduced motion, `NO_WEBGL=1` for the DOM reels, `WIN_TRIES=n` to spin on until a win.
 */
import { chromium } from 'playwright-core';

const BASE = process.env.PREVIEW_URL ?? 'http://127.0.0.1:4180';
const OUT = process.env.SHOTS_DIR ?? '/tmp/studio-shots';
const SESSION = process.env.SESSION ?? 'slot';
const LOCALE = process.env.LOCALE ?? 'en';
const name = process.argv[2] ?? 'slot';
const sizes = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1440, height: 900 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    ...(process.env.NO_WEBGL === '1' ? ['--disable-3d-apis'] : []),
  ],
});

for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  page.on('console', (message) => message.type() === 'error' && console.log(`[${size.label}] ${message.text()}`));
  page.on('pageerror', (error) => console.log(`[${size.label}] ${error.message}`));
  if (process.env.REDUCED === '1') await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${BASE}/studio/?session=${SESSION}&locale=${LOCALE}`);
  await page.waitForTimeout(2500);
  const shot = (step: string) => page.screenshot({ path: `${OUT}/${name}-${size.label}-${step}.png` });
  await shot('idle');
  const spin = page.getByRole('button', { name: /^(spin|tourner)$/i });
  if (await spin.isEnabled()) await spin.click();
  await page.waitForTimeout(Number(process.env.MID_MS ?? 500));
  await shot('spinning');
  await page.waitForTimeout(Number(process.env.WAIT_MS ?? 3500));
  await shot('landed');
  // Spin on until a spin wins (the reels' live summary then states the win), to look at the win presentation.
  for (let tries = 0; tries < Number(process.env.WIN_TRIES ?? 0); tries += 1) {
    const summary =
      (await page.locator('[aria-live="polite"][aria-atomic="true"].visually-hidden').textContent()) ?? '';
    if (/\d/.test(summary.split('. ').slice(-1)[0] ?? '') && !/No win|Aucun gain/.test(summary)) break;
    if (await spin.isEnabled()) await spin.click();
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 3500));
  }
  await page.waitForTimeout(300);
  await shot('win');
  await page
    .getByRole('button', { name: /rules|règles/i })
    .first()
    .click();
  await page.waitForTimeout(400);
  await shot('rules');
  await page.close();
}
await browser.close();
