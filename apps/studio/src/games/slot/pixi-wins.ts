import { Container, Graphics, Text } from 'pixi.js';
import { cellKey, type WinMark, type WinPresentation } from './reels-controller';

/** Colours of paylines, by line number: distinct on every theme's dark reels. */
const LINE_COLOURS = [
  0xffd54a, 0xff4fa8, 0x4fd1ff, 0x7cf06b, 0xff8a3d, 0xb68cff, 0xff5a5a, 0x5affd2, 0xfff27a, 0x8ab4ff,
];
/** How long each win stays lit when the reels take them one at a time. */
const MARK_MS = 1500;
/** A celebrated win pulses this long, then rests (the reels stop drawing frames they do not need). */
const PULSE_MS = 3600;
const INK = 0x1a0e2e;

export type CellSize = { readonly width: number; readonly height: number };

/** What the reels do to their cells right now: which stay lit (the rest dim), and how much the lit ones swell. */
export type Emphasis = { readonly lit: ReadonlySet<string> | null; readonly scale: number };

/**
 * Win lines, cell frames and amounts over the reels. Every win is shown together first, then each in turn, round
 * and round until the next spin; with reduced motion they stay together and nothing pulses.
 */
export class WinLayer {
  readonly container = new Container();
  private readonly lines = new Graphics();
  private readonly frames = new Graphics();
  private readonly labels = new Container();
  private presentation: WinPresentation | undefined;
  private startedAt = 0;
  private shownStep = -2;

  constructor(
    private size: CellSize,
    private reducedMotion: boolean,
  ) {
    this.container.addChild(this.lines, this.frames, this.labels);
  }

  /** The reels' width, which an amount's tag stays inside. */
  private canvasWidth = Number.POSITIVE_INFINITY;

  resize(size: CellSize, canvasWidth: number) {
    this.size = size;
    this.canvasWidth = canvasWidth;
    this.shownStep = -2;
  }

  setReducedMotion(reduced: boolean) {
    this.reducedMotion = reduced;
    this.shownStep = -2;
  }

  show(presentation: WinPresentation, now: number) {
    this.presentation = presentation.marks.length > 0 ? presentation : undefined;
    this.startedAt = now;
    this.shownStep = -2;
    this.draw([]);
  }

  clear() {
    this.presentation = undefined;
    this.shownStep = -2;
    this.draw([]);
  }

  /** Redraws when the lit win changes, and says what the cells should do. */
  update(now: number): Emphasis {
    const presentation = this.presentation;
    if (!presentation) return { lit: null, scale: 1 };
    const { marks } = presentation;
    const cycling = marks.length > 1 && !this.reducedMotion;
    // Step -1 is every win together; then 0, 1, … one at a time, round and round.
    const elapsed = now - this.startedAt;
    const step = cycling ? (Math.floor(elapsed / MARK_MS) % (marks.length + 1)) - 1 : -1;
    const shown = step === -1 ? marks : [marks[step]!];
    if (step !== this.shownStep) {
      this.shownStep = step;
      this.draw(shown);
    }
    const lit = new Set(shown.flatMap((mark) => mark.positions.map(([reel, row]) => cellKey(reel, row))));
    const pulse = this.pulsing(now) ? 1 + 0.06 * Math.sin((elapsed / 180) * Math.PI) : 1;
    return { lit, scale: pulse };
  }

  /** Whether the lit cells are still swelling and shrinking (every frame counts). */
  pulsing(now: number): boolean {
    return (
      this.presentation !== undefined &&
      this.presentation.celebrate &&
      !this.reducedMotion &&
      now - this.startedAt < PULSE_MS
    );
  }

  /** Milliseconds until the next win is lit in turn, or undefined when the picture will not change by itself. */
  nextChangeIn(now: number): number | undefined {
    if (!this.presentation || this.presentation.marks.length < 2 || this.reducedMotion) return undefined;
    const elapsed = now - this.startedAt;
    return MARK_MS - (elapsed % MARK_MS);
  }

  private draw(marks: readonly WinMark[]) {
    const { width, height } = this.size;
    this.lines.clear();
    this.frames.clear();
    for (const label of this.labels.removeChildren()) label.destroy();
    const centre = (reel: number, row: number) => ({ x: (reel + 0.5) * width, y: (row + 0.5) * height });
    const lineWidth = Math.max(3, Math.min(width, height) * 0.055);
    for (const mark of marks) {
      const colour = LINE_COLOURS[(mark.lineIndex ?? 0) % LINE_COLOURS.length]!;
      if (mark.lineRows) {
        const points = mark.lineRows.map((row, reel) => centre(reel, row));
        const path = (stroke: { width: number; color: number; alpha: number }) => {
          this.lines.moveTo(points[0]!.x - width * 0.45, points[0]!.y);
          for (const point of points) this.lines.lineTo(point.x, point.y);
          this.lines.lineTo(points[points.length - 1]!.x + width * 0.45, points[points.length - 1]!.y);
          this.lines.stroke({ ...stroke, cap: 'round', join: 'round' });
        };
        path({ width: lineWidth + 4, color: INK, alpha: 0.7 });
        path({ width: lineWidth, color: colour, alpha: 0.95 });
      }
      for (const [reel, row] of mark.positions) {
        const inset = Math.min(width, height) * 0.06;
        const radius = Math.min(width, height) * 0.14;
        const x = reel * width + inset;
        const y = row * height + inset;
        this.frames.roundRect(x, y, width - inset * 2, height - inset * 2, radius);
        this.frames.stroke({ width: lineWidth + 5, color: colour, alpha: 0.25 });
        this.frames.roundRect(x, y, width - inset * 2, height - inset * 2, radius);
        this.frames.stroke({ width: Math.max(2, lineWidth * 0.55), color: colour, alpha: 1 });
      }
    }
    // One amount when a single win is lit (on its last cell); the total is on the win meter below the reels.
    if (marks.length === 1) {
      const mark = marks[0]!;
      const last = mark.positions.reduce((best, cell) => (cell[0] >= best[0] ? cell : best), mark.positions[0]!);
      const tag = amountTag(mark.label, centre(last[0], last[1]), Math.min(width, height));
      // A long amount on the last reel would run off the reels: it moves in instead.
      const half = tag.width / 2 + 2;
      tag.x = Math.max(half, Math.min(this.canvasWidth - half, tag.x));
      this.labels.addChild(tag);
    }
  }
}

function amountTag(text: string, at: { x: number; y: number }, cell: number): Container {
  const tag = new Container();
  const label = new Text({
    text,
    style: {
      fontFamily: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif',
      fontSize: Math.max(12, Math.round(cell * 0.16)),
      fontWeight: '800',
      fill: 0xffffff,
    },
  });
  label.anchor.set(0.5);
  const padX = cell * 0.1;
  const padY = cell * 0.04;
  const plate = new Graphics()
    .roundRect(-label.width / 2 - padX, -label.height / 2 - padY, label.width + padX * 2, label.height + padY * 2, 999)
    .fill({ color: INK, alpha: 0.88 })
    .stroke({ width: 2, color: 0xffd54a });
  tag.addChild(plate, label);
  tag.position.set(at.x, at.y + cell * 0.36);
  return tag;
}

type Coin = { readonly graphic: Graphics; x: number; y: number; vx: number; vy: number; spin: number };

/** A shower of coins for a big win: drawn with shapes, gone after two seconds. */
export class CoinShower {
  readonly container = new Container();
  private coins: Coin[] = [];
  private startedAt = 0;
  private last = 0;

  get active(): boolean {
    return this.coins.length > 0;
  }

  burst(width: number, height: number, now: number) {
    this.stop();
    this.startedAt = now;
    this.last = now;
    const size = Math.max(6, Math.min(width, height) * 0.035);
    for (let index = 0; index < 48; index += 1) {
      // Spread evenly rather than at random: the shower is decoration, and looks the same every time.
      const angle = -Math.PI / 2 + ((index / 47) * 2 - 1) * 1.1;
      const speed = height * (0.9 + (index % 5) * 0.12);
      const graphic = new Graphics()
        .ellipse(0, 0, size, size)
        .fill(0xffc83d)
        .stroke({ width: 2, color: 0x9a5b00 })
        .ellipse(-size * 0.3, -size * 0.3, size * 0.3, size * 0.2)
        .fill({ color: 0xffffff, alpha: 0.7 });
      this.container.addChild(graphic);
      this.coins.push({
        graphic,
        x: width / 2,
        y: height * 0.7,
        vx: Math.cos(angle) * speed * 0.8,
        vy: Math.sin(angle) * speed,
        spin: 4 + (index % 7),
      });
    }
  }

  update(now: number, height: number) {
    if (this.coins.length === 0) return;
    const seconds = Math.min(0.05, (now - this.last) / 1000);
    this.last = now;
    const age = (now - this.startedAt) / 1000;
    for (const coin of this.coins) {
      coin.vy += height * 2.2 * seconds;
      coin.x += coin.vx * seconds;
      coin.y += coin.vy * seconds;
      coin.graphic.position.set(coin.x, coin.y);
      coin.graphic.scale.x = Math.cos(age * coin.spin);
      coin.graphic.alpha = Math.max(0, 1 - Math.max(0, age - 1.3) / 0.7);
    }
    if (age > 2) this.stop();
  }

  stop() {
    for (const coin of this.coins) coin.graphic.destroy();
    this.coins = [];
  }
}
