import type { SlotDefinition } from '@casino/game-engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { svgDataUrl } from './art/symbol-svg';
import { DomReels } from './dom-reels';
import type { ReelsCallbacks, ReelsController, ReelsTarget } from './reels-controller';
import styles from './slot.module.css';

/** Whether this browser can draw WebGL at all (the DOM grid stands in when it cannot). */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

type SlotReelsProps = ReelsCallbacks & {
  readonly definition: SlotDefinition;
  readonly svgs: ReadonlyMap<string, string>;
  readonly reducedMotion: boolean;
  readonly initial: ReelsTarget;
  readonly onReady: (controller: ReelsController | null) => void;
};

/**
 * The reel window's contents: WebGL reels through PixiJS, loaded as a chunk of its own so the page draws first (and
 * no other game's frame ever downloads it), or the DOM grid when WebGL is missing or fails to start.
 */
export function SlotReels({ definition, svgs, reducedMotion, initial, onReady, onReelStop }: SlotReelsProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<'webgl' | 'dom'>(() => (webglAvailable() ? 'webgl' : 'dom'));
  const controllerRef = useRef<ReelsController | null>(null);
  // What the reels start with, read when they start (they take later changes through the controller).
  const startup = useRef({ reducedMotion, initial });
  useEffect(() => {
    startup.current = { reducedMotion, initial };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (renderer !== 'webgl' || !host) return undefined;
    let cancelled = false;
    import('./pixi-reels')
      .then(({ createPixiReels }) => createPixiReels(host, { definition, svgs, onReelStop, ...startup.current }))
      .then(
        (controller) => {
          if (cancelled) {
            controller.destroy();
            return;
          }
          controllerRef.current = controller;
          controller.setReducedMotion(startup.current.reducedMotion);
          onReady(controller);
        },
        () => {
          if (!cancelled) setRenderer('dom');
        },
      );
    return () => {
      cancelled = true;
      controllerRef.current?.destroy();
      controllerRef.current = null;
      onReady(null);
    };
  }, [definition, svgs, renderer, onReady, onReelStop]);

  useEffect(() => {
    controllerRef.current?.setReducedMotion(reducedMotion);
  }, [reducedMotion]);

  const urls = useMemo(() => new Map([...svgs].map(([symbol, svg]) => [symbol, svgDataUrl(svg)])), [svgs]);

  if (renderer === 'dom') {
    return (
      <DomReels
        urls={urls}
        scatter={definition.scatter.symbol}
        definition={definition}
        initial={initial}
        onReady={onReady}
        onReelStop={onReelStop}
      />
    );
  }
  return <div ref={hostRef} className={styles.canvasHost} />;
}
