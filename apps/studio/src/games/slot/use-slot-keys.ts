import { useEffect, useRef } from 'react';

type Primary = { readonly disabled: boolean; readonly run: () => void };

/**
 * Space and Enter press the main button from anywhere on the page, as on every slot; not while a control of its
 * own has the focus (that control takes the key), a dialog is open, or autoplay runs (its stop button rules).
 */
export function useSlotKeys(primary: Primary, enabled: boolean) {
  const latest = useRef(primary);
  useEffect(() => {
    latest.current = primary;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('button, a, input, select, textarea, summary, [contenteditable], dialog')) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      if (!latest.current.disabled) latest.current.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
