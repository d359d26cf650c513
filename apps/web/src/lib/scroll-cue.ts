import { useEffect, type RefObject } from 'react';

/**
 * A row that scrolls sideways (a wide table on a phone, the filter chips, the member menu) says so:
 * `data-more-left` / `data-more-right` are "true" while there is more to scroll that way, and the
 * stylesheet fades that edge (global.css). Kept up to date on scroll and when the row or its
 * content changes size.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      el.dataset.moreLeft = String(max > 1 && el.scrollLeft > 1);
      el.dataset.moreRight = String(max > 1 && el.scrollLeft < max - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
}
