import { useEffect, useState } from 'react';

/** Whether the page is scrolled further than `fraction` of the viewport's height. */
export function useScrolledPast(fraction: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > window.innerHeight * fraction);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [fraction]);
  return scrolled;
}
