import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { SlotDefinition } from '@casino/game-engine';
import { cascadeFalls, FALL_MS } from './cascade-fall';
import { heldWildCells } from './held-wilds';
import { cellKey, type ReelsCallbacks, type ReelsController, type ReelsTarget } from './reels-controller';
import styles from './slot.module.css';

const FADE_MS = 150;

type DomReelsProps = ReelsCallbacks & {
  readonly urls: ReadonlyMap<string, string>;
  readonly scatter: string;
  readonly definition: Pick<SlotDefinition, 'wild'>;
  readonly initial: ReelsTarget;
  readonly onReady: (controller: ReelsController | null) => void;
};

/**
 * The reels without WebGL: the same symbols in a plain grid. A spin dims them, the result fades in, winning cells
 * stay lit, a cascade's cells drop into place; no strips scroll. Enough for the rare browser without WebGL to play
 * and see every outcome.
 */
export function DomReels({ urls, scatter, definition, initial, onReady, onReelStop }: DomReelsProps) {
  const [grid, setGrid] = useState<readonly (readonly string[])[]>(initial.grid);
  const [kind, setKind] = useState(initial.kind);
  const [dimmed, setDimmed] = useState(false);
  const [lit, setLit] = useState<ReadonlySet<string> | null>(null);
  /** A cascade's cells that moved: how many rows each fell (drawn as a drop, unless motion is reduced). */
  const [fallen, setFallen] = useState<ReadonlyMap<string, number>>(new Map());
  /** Counts cascades, so a cell that falls again is a new element and its drop plays again. */
  const [cascades, setCascades] = useState(0);
  /** The grid on screen, for the controller (which outlives renders) to cascade from. */
  const shown = useRef(grid);
  useEffect(() => {
    shown.current = grid;
  }, [grid]);

  useEffect(() => {
    const timers = new Set<number>();
    const later = (ms: number, run: () => void) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    let reducedMotion = false;
    const controller: ReelsController = {
      spin() {
        setFallen(new Map());
        setLit(null);
        setDimmed(true);
      },
      land(target) {
        return new Promise((resolve) => {
          setGrid(target.grid);
          setKind(target.kind);
          setDimmed(false);
          target.grid.forEach((cells, reel) => onReelStop(reel, cells.includes(scatter)));
          later(FADE_MS, resolve);
        });
      },
      slam() {},
      show(target) {
        setGrid(target.grid);
        setKind(target.kind);
        setDimmed(false);
        setFallen(new Map());
      },
      cascade(target, vanished) {
        return new Promise((resolve) => {
          const falls = reducedMotion ? null : cascadeFalls(shown.current, vanished, target.grid);
          const moved = (falls ?? []).flatMap(({ sources }, reel) =>
            sources.flatMap((source, row) => (source === row ? [] : [[cellKey(reel, row), row - source] as const])),
          );
          setLit(null);
          setFallen(new Map(moved));
          setCascades((count) => count + 1);
          setGrid(target.grid);
          setKind(target.kind);
          later(reducedMotion ? FADE_MS : FALL_MS, resolve);
        });
      },
      present(presentation) {
        const cells = presentation.marks.flatMap((mark) => mark.positions.map(([reel, row]) => `${reel}:${row}`));
        setLit(cells.length > 0 ? new Set(cells) : null);
      },
      clearPresentation() {
        setLit(null);
      },
      setReducedMotion(reduced) {
        reducedMotion = reduced;
      },
      destroy() {
        for (const timer of timers) window.clearTimeout(timer);
      },
    };
    onReady(controller);
    return () => {
      controller.destroy();
      onReady(null);
    };
  }, [onReady, onReelStop, scatter]);

  const held = heldWildCells(definition, kind, grid);
  return (
    <div className={`${styles.domGrid} ${dimmed ? styles.domDimmed : ''}`} aria-hidden="true">
      {grid.map((cells, reel) => (
        <div key={reel} className={styles.domReel}>
          {cells.map((symbol, row) => {
            const at = cellKey(reel, row);
            const fell = fallen.get(at);
            return (
              <img
                // A cell that fell is a new element, so its drop plays from the start.
                key={fell === undefined ? row : `${row}:${cascades}`}
                className={`${lit && !lit.has(at) ? styles.domUnlit : styles.domCell} ${
                  held.has(at) ? styles.domHeld : ''
                } ${fell === undefined ? '' : styles.domFallen}`}
                style={fell === undefined ? undefined : ({ '--fall-rows': fell } as CSSProperties)}
                src={urls.get(symbol)}
                alt=""
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
