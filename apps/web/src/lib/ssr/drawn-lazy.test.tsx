import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawnLazy, DrawnPartsContext, loadDrawnParts } from './drawn-lazy';

function Card({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('drawnLazy', () => {
  it('notes the parts a render draws, by name, only where the render asks for them', () => {
    const Part = drawnLazy('noted-card', async () => Card);
    const drawn = new Set<string>();
    renderToString(
      <DrawnPartsContext.Provider value={drawn}>
        <Suspense fallback={null}>
          <Part label="Leave" />
        </Suspense>
      </DrawnPartsContext.Provider>,
    );
    expect([...drawn]).toEqual(['noted-card']);
    // The browser provides no set: drawing there notes nothing and fails nothing.
    expect(() =>
      renderToString(
        <Suspense fallback={null}>
          <Part label="Leave" />
        </Suspense>,
      ),
    ).not.toThrow();
  });

  it('draws a part whose code was loaded before the take-over at once, without suspending', async () => {
    const Part = drawnLazy('loaded-card', async () => Card);
    // Not loaded yet: it suspends, and the boundary shows its fallback (what the browser would keep as the server's
    // drawing, dropping taps on it).
    expect(renderToString(<Suspense fallback="waiting">{<Part label="Leave" />}</Suspense>)).toContain('waiting');
    await loadDrawnParts(['loaded-card']);
    // Loaded: drawn in the same pass, even with no boundary to suspend to.
    expect(renderToString(<Part label="Leave" />)).toBe('<button type="button">Leave</button>');
  });

  it('takes the page over all the same when a part fails to load or is unknown', async () => {
    const Part = drawnLazy('failing-card', () => Promise.reject(new Error('chunk failed')));
    await expect(loadDrawnParts(['failing-card', 'no-such-part'])).resolves.toBeUndefined();
    expect(renderToString(<Suspense fallback="waiting">{<Part />}</Suspense>)).toContain('waiting');
  });
});
