import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reveal } from './reveal';

/** Elements as `reveal` reads them: a box, a parent, and the styles it looks up. */
type Fake = {
  parentElement: Fake | null;
  box: { top: number; bottom: number };
  style: Record<string, string>;
  scrollHeight: number;
  clientHeight: number;
  scrollBy: ReturnType<typeof vi.fn>;
  getBoundingClientRect: () => { top: number; bottom: number; height: number };
};

function fake(box: { top: number; bottom: number }, style: Record<string, string> = {}, parent: Fake | null = null) {
  const element: Fake = {
    parentElement: parent,
    box,
    style,
    scrollHeight: 0,
    clientHeight: 0,
    scrollBy: vi.fn(),
    getBoundingClientRect: () => ({ ...element.box, height: element.box.bottom - element.box.top }),
  };
  return element;
}

describe('reveal', () => {
  const body = fake({ top: 0, bottom: 800 });
  const windowScroll = vi.fn();
  let scroller: Fake;

  beforeEach(() => {
    scroller = fake({ top: 100, bottom: 500 }, { overflowY: 'auto' }, body);
    scroller.scrollHeight = 1_500;
    scroller.clientHeight = 400;
    vi.stubGlobal('document', { body });
    vi.stubGlobal('window', { innerHeight: 800, scrollBy: windowScroll });
    vi.stubGlobal('getComputedStyle', (element: Fake) => element.style);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    windowScroll.mockReset();
  });

  const show = (element: Fake, reducedMotion = false) => reveal(element as unknown as HTMLElement, reducedMotion);

  it('leaves an element wholly in view where it is', () => {
    show(fake({ top: 150, bottom: 450 }, {}, scroller));
    expect(scroller.scrollBy).not.toHaveBeenCalled();
  });

  it('scrolls the nearest scroller, never the page: an element below shows its bottom, one above its top', () => {
    show(fake({ top: 600, bottom: 700 }, {}, scroller));
    expect(scroller.scrollBy).toHaveBeenLastCalledWith({ top: 200, behavior: 'smooth' });
    show(fake({ top: 20, bottom: 120 }, {}, scroller), true);
    expect(scroller.scrollBy).toHaveBeenLastCalledWith({ top: -80, behavior: 'auto' });
    expect(windowScroll).not.toHaveBeenCalled();
  });

  it('shows the top of an element taller than the view, its scroll margin above it included', () => {
    show(fake({ top: 300, bottom: 1_000 }, {}, scroller));
    expect(scroller.scrollBy).toHaveBeenLastCalledWith({ top: 200, behavior: 'smooth' });
    show(fake({ top: 120, bottom: 300 }, { scrollMarginTop: '56px' }, scroller));
    expect(scroller.scrollBy).toHaveBeenLastCalledWith({ top: -36, behavior: 'smooth' });
  });

  it("scrolls the frame's own document when no element around it scrolls", () => {
    show(fake({ top: 900, bottom: 1_000 }, {}, fake({ top: 0, bottom: 2_000 }, { overflowY: 'visible' }, body)));
    expect(windowScroll).toHaveBeenLastCalledWith({ top: 200, behavior: 'smooth' });
  });
});
