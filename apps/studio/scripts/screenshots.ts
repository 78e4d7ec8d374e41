/**
 * Development only: screenshots of each game against the preview fixture, at a phone inside the game frame
 * (390×844) and a desktop (1440×900). `npx tsx apps/studio/scripts/screenshots.ts <family…>` after a build.
 */
import { chromium } from 'playwright-core';

const BASE = process.env.PREVIEW_URL ?? 'http://127.0.0.1:4180';
const OUT = process.env.SHOTS_DIR ?? '/tmp/studio-shots';
const families = process.argv.slice(2);
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const family of families) {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await page.goto(`${BASE}/studio/?session=${family}&locale=${process.env.LOCALE ?? 'en'}`);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${family}-${size.name}-idle.png` });
    const play = page.locator('main section').last().locator('button').last();
    if (await play.isEnabled()) await play.click();
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 2500));
    await page.screenshot({ path: `${OUT}/${family}-${size.name}-played.png` });
    await page.close();
  }
}
await browser.close();
