import { chromium, type Browser } from 'playwright-core';
import { buildFrontEnds } from './lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { startChildServer } from './lib/child-server';
import { envInteger } from './lib/env-integer';

/** A 5×3 catalogue pokie with a free-spins feature, the one the browser journeys spin. */
const SLOT = 'copperleaf-play/plucky-bunny-fair';
const SPINS = envInteger('BENCH_SLOT_SPINS', 8);
/** Lighthouse's mobile preset slows the CPU four times; the same here. */
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** What the slot's main button offers once the reels stop. */
const NEXT_STEPS = ['Spin', 'Start free spins', 'Continue free spins', 'Continue'];
/** A frame later than this is a visible stutter (below 20 frames per second). */
const JANK_MS = 50;

/** One renderer's figures over `spins` spins: frames per second while the reels turn, and how even they came. */
export type SlotFpsRun = {
  renderer: string;
  spins: number;
  framesPerSecond: number;
  p95FrameMs: number;
  longestFrameMs: number;
  jankyFrames: number;
};

/**
 * The slot's frames per second on a phone-sized screen with a four times slower CPU, against the real server (a demo
 * session, as a guest opens it). The reels are drawn by PixiJS with WebGL where the browser has it; the machines here
 * have no GPU, so Chromium's WebGL is its software rasteriser (SwiftShader) and the figure is a floor, not what a
 * phone's GPU gives. The DOM reels (the fallback without WebGL) are measured beside it in the same run.
 */
export async function measureSlotFps(): Promise<SlotFpsRun[]> {
  const executable = chromiumPath();
  await buildFrontEnds();
  const app = await startChildServer('app-server.ts');
  try {
    const runs: SlotFpsRun[] = [];
    for (const renderer of ['WebGL (SwiftShader)', 'DOM reels (no WebGL)'] as const) {
      const browser = await launch(executable, renderer.startsWith('DOM'));
      try {
        runs.push({ renderer, ...(await spinAndCount(browser, await launchUrl(app.address))) });
      } finally {
        await browser.close();
      }
    }
    return runs;
  } finally {
    await app.stop();
  }
}

function launch(executable: string, withoutWebGl: boolean): Promise<Browser> {
  return chromium.launch({
    executablePath: executable,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(withoutWebGl ? ['--disable-3d-apis'] : [])],
  });
}

/** A guest's demo session of the slot: the address its frame opens. */
async function launchUrl(address: string): Promise<string> {
  const response = await fetch(`${address}/api/games/${SLOT}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ mode: 'demo' }),
  });
  if (response.status !== 201) throw new Error(`launch answered ${response.status}: ${await response.text()}`);
  const { launch_url: url } = (await response.json()) as { launch_url: string };
  return new URL(url, address).toString();
}

async function spinAndCount(browser: Browser, url: string): Promise<Omit<SlotFpsRun, 'renderer'>> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await spin.waitFor();
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  // Every frame the page paints, stamped: counted from the first spin's press to the last spin's landing. Sent as
  // text: tsx would wrap a named function inside an evaluated one in a helper the page does not have.
  await page.evaluate(`(() => {
    const stamps = [];
    window.frameStamps = stamps;
    const stamp = (time) => {
      stamps.push(time);
      requestAnimationFrame(stamp);
    };
    requestAnimationFrame(stamp);
  })()`);
  const from = await page.evaluate(() => performance.now());
  for (let turn = 0; turn < SPINS; turn += 1) {
    await spin.click();
    // The reels turn, then the button offers the next step: Spin again, or a free-spins feature's start and collect.
    for (;;) {
      const offered = await page.waitForFunction(
        (labels) =>
          [...document.querySelectorAll('button')].find(
            (button) => !button.disabled && labels.includes(button.textContent?.trim() ?? ''),
          )?.textContent,
        NEXT_STEPS,
        { timeout: 120_000 },
      );
      const label = await offered.jsonValue();
      if (label === 'Spin') break;
      await page.getByRole('button', { name: label!, exact: true }).click();
    }
  }
  const to = await page.evaluate(() => performance.now());
  const stamps = await page.evaluate(
    ([start, end]) =>
      (window as unknown as { frameStamps: number[] }).frameStamps.filter((time) => time >= start! && time <= end!),
    [from, to],
  );
  await context.close();
  const gaps = stamps.slice(1).map((time, index) => time - stamps[index]!);
  const sorted = [...gaps].sort((a, b) => a - b);
  return {
    spins: SPINS,
    framesPerSecond: (gaps.length * 1000) / (stamps.at(-1)! - stamps[0]!),
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    longestFrameMs: sorted.at(-1) ?? 0,
    jankyFrames: gaps.filter((gap) => gap > JANK_MS).length / Math.max(1, gaps.length),
  };
}
