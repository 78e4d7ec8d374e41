import type { GameSession } from '@casino/contracts';
import type { Ref } from 'react';
import styles from './game-player.module.css';

type GameFrameProps = { session: GameSession; title: string; ref: Ref<HTMLIFrameElement> };

/**
 * No `sandbox`: the launch URL is our own origin, and a same-origin frame allowed to run scripts (which a game
 * must) can lift its own sandbox, so the attribute would promise isolation it cannot give. Dropping
 * `allow-same-origin` instead would give the frame an opaque origin: its calls to /api/studio would turn
 * cross-origin and its messages would arrive from "null", which the page must refuse. The frame is trusted code
 * we build and serve; a third-party provider's cross-origin frame is where a sandbox belongs.
 */
export function GameFrame({ session, title, ref }: GameFrameProps) {
  return (
    <iframe
      ref={ref}
      className={styles.frame}
      src={session.launch_url}
      title={title}
      allow="fullscreen; autoplay"
      referrerPolicy="same-origin"
    />
  );
}
