import { useEffect, useEffectEvent, type RefObject } from 'react';
import { readFrameMessage, type FrameMessage } from '../utils/frame-messages';

/** Calls `onMessage` for every message our own game frame posts (see readFrameMessage for what is refused). */
export function useFrameMessages(frameRef: RefObject<HTMLIFrameElement | null>, onMessage: (m: FrameMessage) => void) {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readFrameMessage(event, {
        origin: window.location.origin,
        frame: frameRef.current?.contentWindow,
      });
      if (message) handle(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef]);
}
