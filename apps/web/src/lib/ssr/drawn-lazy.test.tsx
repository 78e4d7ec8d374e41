import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawnLazy, DrawnPartsContext, loadDrawnParts } from './drawn-lazy';

function Card({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** What a first screen's render sends and notes: the markup, and the names of the parts drawn in full. */
function serverRender(element: React.ReactNode) {
  const drawn = new Set<string>();
  const html = renderToString(<DrawnPartsContext.Provider value={drawn}>{element}</DrawnPartsContext.Provider>);
  return { html, drawn: [...drawn] };
}

describe('drawnLazy', () => {
  it('draws a part whose code was loaded before the take-over at once, without suspending', async () => {
    const Part = drawnLazy('loaded-card', async () => Card);
    // As main.tsx does: the code first, then the first drawing, which must not suspend (a suspended part stays the
    // server's drawing, and React drops a tap on it).
    await loadDrawnParts(['loaded-card']);
    expect(
      renderToString(
        <Suspense fallback="waiting">
          <Part label="Leave" />
        </Suspense>,
      ),
    ).toBe('<!--$--><button type="button">Leave</button><!--/$-->');
  });

  it('notes the parts a render drew in full, not one it sent as its fallback', async () => {
    const Part = drawnLazy('noted-card', async () => Card);
    const part = (
      <Suspense fallback="waiting">
        <Part label="Leave" />
      </Suspense>
    );
    // Its code not loaded yet: sent as the fallback, which the browser draws itself; nothing to load for it.
    expect(serverRender(part)).toMatchObject({ drawn: [] });
    await loadDrawnParts(['noted-card']);
    expect(serverRender(part)).toEqual({
      html: '<!--$--><button type="button">Leave</button><!--/$-->',
      drawn: ['noted-card'],
    });
    // The browser provides no set: drawing there notes nothing and fails nothing.
    expect(renderToString(part)).toContain('Leave');
  });

  it('takes the page over all the same when a part fails to load or is unknown, and asks again later', async () => {
    let attempts = 0;
    const Part = drawnLazy('failing-card', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return Card;
    });
    await expect(loadDrawnParts(['failing-card', 'no-such-part'])).resolves.toBeUndefined();
    expect(renderToString(<Suspense fallback="waiting">{<Part label="Leave" />}</Suspense>)).toContain('waiting');
    await loadDrawnParts(['failing-card']);
    expect(attempts).toBe(2);
  });
});
