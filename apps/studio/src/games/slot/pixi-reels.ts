// PixiJS builds some shader code with `new Function`, which the site's content security policy (no 'unsafe-eval')
// forbids; this swaps in its eval-free versions. It must come before the renderer starts.
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Sprite } from 'pixi.js';
import type { SlotDefinition } from '@casino/game-engine';
import { cascadeFalls, FALL_MS, fallingRow, VANISH_MS, vanishingScale } from './cascade-fall';
import { heldWildCells } from './held-wilds';
import { warmUp } from './pixi-warm-up';
import { CoinShower, WinLayer, type Emphasis } from './pixi-wins';
import { landingPosition, landingStart, reelFrame, spinningPosition } from './reel-motion';
import {
  cellKey,
  type ReelsCallbacks,
  type ReelsController,
  type ReelsTarget,
  type WinPresentation,
} from './reels-controller';
import { EXPAND_MS, REEL_SPEED, type LandingSchedule } from './slot-timing';
import { stripsFor, stripWindow } from './slot-view';
import { symbolTextures, type SymbolTextures } from './symbol-textures';

/** A reel's state: at rest on its cells, running freely, or running until its landing starts. */
type Reel =
  | { kind: 'rest'; strip: readonly string[]; position: number; cells: readonly string[] }
  | { kind: 'spin'; strip: readonly string[]; next: readonly string[]; from: number; startedAt: number }
  | {
      kind: 'land';
      strip: readonly string[];
      from: number;
      startedAt: number;
      landAt: number;
      durationMs: number;
      stop: number;
      /** The final cells (the grid); differs from the strip's window where a wild expanded. */
      cells: readonly string[];
      start?: number;
    }
  | {
      /** A cascade: the winners of `before` shrink away and the cells fall from their `sources` rows onto `cells`. */
      kind: 'fall';
      strip: readonly string[];
      position: number;
      before: readonly string[];
      vanishing: ReadonlySet<number>;
      sources: readonly number[];
      cells: readonly string[];
      startedAt: number;
    };

type Expansion = { reel: number; startedAt: number; cells: readonly string[] };

/** Blurred textures from this speed on (symbols per millisecond): slower, the eye can follow the symbols. */
const BLUR_SPEED = 0.01;
/** A symbol fills this share of its cell. */
const SYMBOL_SHARE = 0.9;
const FADE_MS = 150;
/** After the strips have spun this long they are at full speed and blurred, so a new strip can slide in unseen. */
const SWAP_AFTER_MS = 380;
/** The frame round a held sticky wild: the cabinet's gold. */
const HELD_FRAME_COLOUR = 0xffd54a;

/**
 * The strip a reel lands on: the real one, unless its window at the stop does not show the grid other than by an
 * expanding wild (a round resumed on maths since replaced): then the grid's cells are written over that window, so
 * the reel still comes to rest on exactly what the server says it shows.
 */
function landingStrip(strip: readonly string[], stop: number, cells: readonly string[], wild: string) {
  const shown = stripWindow(strip, stop, cells.length);
  const same = cells.every((symbol, row) => symbol === shown[row]);
  const expanded = cells.every((symbol) => symbol === wild) && shown.includes(wild);
  if (same || expanded || strip.length < cells.length) return strip;
  const patched = [...strip];
  cells.forEach((symbol, row) => {
    patched[(stop + row) % strip.length] = symbol;
  });
  return patched;
}

export type PixiReelsOptions = ReelsCallbacks & {
  readonly definition: SlotDefinition;
  readonly svgs: ReadonlyMap<string, string>;
  readonly reducedMotion: boolean;
  readonly initial: ReelsTarget;
};

/**
 * The reels in WebGL: each reel's real strip scrolls down and lands on its stop with a small bounce, reel by reel;
 * expanding wilds grow over their reel; wins are framed and their paylines drawn. The canvas covers exactly the
 * reel window (the cabinet around it is the page's CSS), so its edges clip the strips.
 */
export async function createPixiReels(host: HTMLElement, options: PixiReelsOptions): Promise<ReelsController> {
  const { definition } = options;
  const { reels: reelCount, rows } = definition.grid;
  const app = new Application();
  await app.init({
    resizeTo: host,
    backgroundAlpha: 0,
    // Multisampling costs more than it gives here: the symbols are pre-drawn textures, only the lines are shapes.
    antialias: false,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    preference: 'webgl',
    // The reels' text alternative is the page's own live region; Pixi's tab-key overlay would only get in its way.
    accessibilityOptions: { activateOnTab: false },
  });
  const textures = await symbolTextures(options.svgs);
  warmUp(app, textures);
  const canvas = app.canvas;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.display = 'block';
  host.appendChild(canvas);

  let reducedMotion = options.reducedMotion;
  let cell = { width: 1, height: 1 };
  const reelLayer = new Container();
  const glow = new Graphics();
  const heldFrames = new Graphics();
  const wins = new WinLayer(cell, reducedMotion);
  const coins = new CoinShower();
  app.stage.addChild(glow, reelLayer, heldFrames, wins.container, coins.container);
  /** Sticky wilds: the kind of the spin on the reels, and the cells held while its reels run (the last spin's wilds). */
  let spinKind = options.initial.kind;
  let heldWhileRunning: ReadonlySet<string> = new Set();

  const sprites: Sprite[][] = Array.from({ length: reelCount }, () =>
    Array.from({ length: rows + 1 }, () => {
      const sprite = new Sprite();
      sprite.anchor.set(0.5);
      reelLayer.addChild(sprite);
      return sprite;
    }),
  );
  const textureOf = (symbol: string): SymbolTextures | undefined => textures.get(symbol);

  const restOn = (target: ReelsTarget, reel: number): Reel => {
    const strip = stripsFor(definition, target.kind)[reel] ?? [];
    return { kind: 'rest', strip, position: target.stops[reel] ?? 0, cells: target.grid[reel] ?? [] };
  };
  let state: Reel[] = options.initial.grid.map((_, reel) => restOn(options.initial, reel));
  let expansions: Expansion[] = [];
  let presentation: WinPresentation | undefined;
  let landing: { resolve: () => void } | undefined;
  let dimmedAt: number | undefined;
  let brightenedAt = 0;

  const layout = () => {
    cell = { width: app.screen.width / reelCount, height: app.screen.height / rows };
    wins.resize(cell, app.screen.width);
  };
  layout();
  const relayout = () => {
    layout();
    wake();
  };
  app.renderer.on('resize', relayout);

  /** Where a moving reel is now, and how fast it goes (symbols per millisecond). */
  const positionOf = (reel: Reel, now: number): number => {
    if (reel.kind === 'rest' || reel.kind === 'fall') return reel.position;
    if (reel.kind === 'land' && reel.start !== undefined) {
      return landingPosition(reel.start, reel.stop, now - reel.landAt, reel.durationMs);
    }
    return spinningPosition(reel.from, now - reel.startedAt, REEL_SPEED);
  };

  const advance = (now: number) => {
    state = state.map((reel, index) => {
      if (reel.kind === 'spin' && now - reel.startedAt > SWAP_AFTER_MS && reel.strip !== reel.next) {
        return { ...reel, strip: reel.next };
      }
      if (reel.kind === 'fall') {
        return now - reel.startedAt < VANISH_MS + FALL_MS
          ? reel
          : { kind: 'rest', strip: reel.strip, position: reel.position, cells: reel.cells };
      }
      if (reel.kind !== 'land' || now < reel.landAt) return reel;
      if (reel.start === undefined) {
        const current = spinningPosition(reel.from, now - reel.startedAt, REEL_SPEED);
        return { ...reel, start: landingStart(current, reel.stop, REEL_SPEED, reel.durationMs) };
      }
      if (now - reel.landAt < reel.durationMs) return reel;
      const shown = stripWindow(reel.strip, reel.stop, rows);
      const expanded = reel.cells.some((symbol, row) => symbol !== shown[row]);
      if (expanded) expansions.push({ reel: index, startedAt: now, cells: reel.cells });
      options.onReelStop(
        index,
        reel.cells.some((symbol) => symbol === definition.scatter.symbol),
      );
      return { kind: 'rest', strip: reel.strip, position: reel.stop, cells: expanded ? shown : reel.cells };
    });
    expansions = expansions.filter((expansion) => {
      if (now - expansion.startedAt < EXPAND_MS) return true;
      const reel = state[expansion.reel];
      if (reel?.kind === 'rest') state[expansion.reel] = { ...reel, cells: expansion.cells };
      return false;
    });
    if (landing && expansions.length === 0 && state.every((reel) => reel.kind === 'rest')) {
      const done = landing;
      landing = undefined;
      done.resolve();
    }
  };

  const draw = (now: number, emphasis: Emphasis) => {
    const size = Math.min(cell.width, cell.height) * SYMBOL_SHARE;
    const fade =
      dimmedAt !== undefined
        ? Math.max(0.3, 1 - ((now - dimmedAt) / FADE_MS) * 0.7)
        : Math.min(1, 0.3 + ((now - brightenedAt) / FADE_MS) * 0.7);
    glow.clear();
    heldFrames.clear();
    state.forEach((reel, index) => {
      const held =
        reel.kind === 'rest' || reel.kind === 'fall' ? heldWildCells(definition, spinKind, [reel.cells]) : null;
      for (let row = 0; row < rows; row += 1) {
        if (held ? held.has(cellKey(0, row)) : heldWhileRunning.has(cellKey(index, row))) {
          const inset = Math.min(cell.width, cell.height) * 0.04;
          heldFrames.roundRect(
            index * cell.width + inset,
            row * cell.height + inset,
            cell.width - 2 * inset,
            cell.height - 2 * inset,
            inset * 2,
          );
          heldFrames.stroke({ width: Math.max(2, inset), color: HELD_FRAME_COLOUR, alpha: 0.95 });
        }
      }
      const x = (index + 0.5) * cell.width;
      const expansion = expansions.find((candidate) => candidate.reel === index);
      const progress = expansion ? (now - expansion.startedAt) / EXPAND_MS : 0;
      if (expansion) {
        glow.rect(index * cell.width, 0, cell.width, cell.height * rows);
        glow.fill({ color: 0xffe27a, alpha: 0.45 * Math.sin(Math.PI * Math.min(1, progress)) });
      }
      const position = positionOf(reel, now);
      const speed = reel.kind === 'rest' ? 0 : Math.abs(position - positionOf(reel, now - 16)) / 16;
      if (reel.kind === 'fall') {
        drawFall(reel, index, now, size);
        return;
      }
      const frame =
        reel.kind === 'rest' ? { symbols: [...reel.cells, ''], slide: 0 } : reelFrame(reel.strip, position, rows);
      sprites[index]!.forEach((sprite, row) => {
        const symbol = expansion && progress > 0.35 ? expansion.cells[row] : frame.symbols[row];
        const art = symbol ? textureOf(symbol) : undefined;
        if (!art) {
          sprite.visible = false;
          return;
        }
        sprite.visible = true;
        sprite.texture = speed > BLUR_SPEED ? art.blurred : art.sharp;
        sprite.position.set(x, (row - frame.slide + 0.5) * cell.height);
        const lit = emphasis.lit === null || emphasis.lit.has(cellKey(index, row));
        const swell = expansion ? 1 + 0.18 * Math.sin(Math.PI * Math.min(1, progress)) : lit ? emphasis.scale : 1;
        sprite.width = size * swell;
        sprite.height = size * swell;
        sprite.alpha = (lit ? 1 : 0.35) * fade;
      });
    });
  };

  /** A cascading reel: its winners shrinking away, then every cell on its way down from its source row. */
  const drawFall = (reel: Extract<Reel, { kind: 'fall' }>, index: number, now: number, size: number) => {
    const elapsed = now - reel.startedAt;
    const vanishing = elapsed < VANISH_MS;
    const x = (index + 0.5) * cell.width;
    sprites[index]!.forEach((sprite, row) => {
      const symbol = vanishing ? reel.before[row] : reel.cells[row];
      const art = symbol ? textureOf(symbol) : undefined;
      if (!art) {
        sprite.visible = false;
        return;
      }
      const scale = vanishing && reel.vanishing.has(row) ? vanishingScale(elapsed) : 1;
      const shownRow = vanishing ? row : fallingRow(reel.sources[row]!, row, elapsed);
      sprite.visible = scale > 0;
      sprite.texture = art.sharp;
      sprite.position.set(x, (shownRow + 0.5) * cell.height);
      sprite.width = size * scale;
      sprite.height = size * scale;
      sprite.alpha = 1;
    });
  };

  // Frames are drawn only while something moves: a slot mostly sits still, and a phone's battery should not pay
  // for redrawing reels at rest. The win cycle wakes the reels when its next win is due.
  let wakeTimer: number | undefined;
  const wake = () => {
    window.clearTimeout(wakeTimer);
    if (!app.ticker.started) app.ticker.start();
  };
  const moving = (now: number) =>
    landing !== undefined ||
    expansions.length > 0 ||
    state.some((reel) => reel.kind !== 'rest') ||
    coins.active ||
    wins.pulsing(now) ||
    now - brightenedAt < FADE_MS ||
    (dimmedAt !== undefined && now - dimmedAt < FADE_MS);

  app.ticker.add(() => {
    const now = performance.now();
    advance(now);
    const emphasis = state.every((reel) => reel.kind === 'rest') ? wins.update(now) : { lit: null, scale: 1 };
    draw(now, emphasis);
    coins.update(now, app.screen.height);
    if (moving(now)) return;
    app.render();
    app.ticker.stop();
    const next = wins.nextChangeIn(now);
    if (next !== undefined) wakeTimer = window.setTimeout(wake, next + 5);
  });

  const land = (target: ReelsTarget, schedule: LandingSchedule) =>
    new Promise<void>((resolve) => {
      const now = performance.now();
      wake();
      spinKind = target.kind;
      landing?.resolve();
      landing = undefined;
      if (reducedMotion) {
        // No scrolling: the final cells appear with a short fade.
        state = target.grid.map((_, reel) => restOn(target, reel));
        dimmedAt = undefined;
        brightenedAt = now;
        target.grid.forEach((cells, reel) =>
          options.onReelStop(
            reel,
            cells.some((symbol) => symbol === definition.scatter.symbol),
          ),
        );
        window.setTimeout(resolve, FADE_MS);
        return;
      }
      landing = { resolve };
      const strips = stripsFor(definition, target.kind);
      state = state.map((reel, index) => {
        const timing = schedule.reels[index] ?? { delayMs: 0, durationMs: 0 };
        const stop = target.stops[index] ?? 0;
        const cells = target.grid[index] ?? [];
        const running =
          reel.kind === 'rest' || reel.kind === 'fall'
            ? { from: reel.position, startedAt: now - SWAP_AFTER_MS }
            : { from: reel.from, startedAt: reel.startedAt };
        return {
          kind: 'land',
          strip: landingStrip(strips[index] ?? reel.strip, stop, cells, definition.wild.symbol),
          ...running,
          landAt: now + timing.delayMs,
          durationMs: timing.durationMs,
          stop,
          cells,
        };
      });
    });

  const show = (target: ReelsTarget) => {
    wake();
    spinKind = target.kind;
    landing?.resolve();
    landing = undefined;
    expansions = [];
    dimmedAt = undefined;
    brightenedAt = performance.now();
    state = target.grid.map((_, reel) => restOn(target, reel));
  };

  return {
    spin(kind) {
      const now = performance.now();
      wake();
      wins.clear();
      const resting = state.map((reel) => (reel.kind === 'rest' ? reel.cells : []));
      heldWhileRunning = kind === 'free' ? heldWildCells(definition, spinKind, resting) : new Set();
      spinKind = kind;
      presentation = undefined;
      if (reducedMotion) {
        dimmedAt = now;
        return;
      }
      const strips = stripsFor(definition, kind);
      state = state.map((reel, index) => ({
        kind: 'spin',
        strip: reel.strip,
        next: strips[index] ?? reel.strip,
        from: positionOf(reel, now),
        startedAt: now,
      }));
    },
    land,
    slam() {
      const now = performance.now();
      wake();
      state = state.map((reel) => {
        if (reel.kind !== 'land') return reel;
        const current = positionOf(reel, now);
        const durationMs = Math.min(140, reel.durationMs);
        return { ...reel, landAt: now, durationMs, start: landingStart(current, reel.stop, REEL_SPEED, durationMs) };
      });
    },
    cascade(target, vanished) {
      const before = state.map((reel) => (reel.kind === 'rest' ? reel.cells : []));
      const falls = cascadeFalls(before, vanished, target.grid);
      wins.clear();
      presentation = undefined;
      if (reducedMotion || !falls) {
        show(target);
        return new Promise((resolve) => window.setTimeout(resolve, FADE_MS));
      }
      return new Promise<void>((resolve) => {
        const now = performance.now();
        wake();
        landing?.resolve();
        landing = { resolve };
        state = target.grid.map((cells, reel) => ({
          kind: 'fall',
          strip: stripsFor(definition, target.kind)[reel] ?? [],
          position: target.stops[reel] ?? 0,
          before: before[reel]!,
          vanishing: new Set(before[reel]!.flatMap((_, row) => (vanished.has(cellKey(reel, row)) ? [row] : []))),
          sources: falls[reel]!.sources,
          cells,
          startedAt: now,
        }));
      });
    },
    show,
    present(next) {
      wake();
      presentation = next;
      const now = performance.now();
      wins.show(next, now);
      if (next.big && !reducedMotion) coins.burst(app.screen.width, app.screen.height, now);
    },
    clearPresentation() {
      wake();
      presentation = undefined;
      wins.clear();
      coins.stop();
    },
    setReducedMotion(reduced) {
      wake();
      reducedMotion = reduced;
      wins.setReducedMotion(reduced);
      if (presentation) wins.show(presentation, performance.now());
    },
    destroy() {
      landing?.resolve();
      window.clearTimeout(wakeTimer);
      app.renderer.off('resize', relayout);
      app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
    },
  };
}
