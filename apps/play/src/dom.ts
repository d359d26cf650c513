/** Small DOM helpers. Text from the server only ever reaches the page through textContent. */

export type Child = Node | string | number | null | undefined | false;
type Handler = (event: Event) => void;
export type Attrs = Record<string, string | number | boolean | null | undefined | Handler>;

/** Creates an element: `class`, `text` (textContent), `testid` (data-testid) and `on<event>` are special. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, children?: Child | Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (typeof v === 'function') el.addEventListener(k.slice(2), v);
      else if (k === 'class') el.className = String(v);
      else if (k === 'text') el.textContent = String(v);
      else if (k === 'testid') el.setAttribute('data-testid', String(v));
      else el.setAttribute(k, v === true ? '' : String(v));
    }
  }
  if (children !== undefined) append(el, children);
  return el;
}

export function append<E extends Node>(el: E, children: Child | Child[]): E {
  for (const c of Array.isArray(children) ? children : [children]) {
    if (c === null || c === undefined || c === false) continue;
    el.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
  return el;
}

/** Our own constant SVG markup (never server text), wrapped in a span. */
export function svg(markup: string, cls = '', viewBox = '0 0 100 100'): HTMLSpanElement {
  const wrap = document.createElement('span');
  wrap.className = `svg ${cls}`;
  wrap.innerHTML = `<svg viewBox="${viewBox}" aria-hidden="true" focusable="false">${markup}</svg>`;
  return wrap;
}

/** Players who ask for reduced motion get every animation at a quarter of its length. */
export const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
export const SPEED = reducedMotion ? 0.25 : 1;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms * SPEED));

/** A uniform integer in [0, n), for the animations only (rounds are dealt by the server). */
export const rand = (n: number): number => Math.floor(Math.random() * n);

export function animate(el: Element, frames: Keyframe[], opts: KeyframeAnimationOptions): Promise<unknown> {
  if (!el.animate) return Promise.resolve();
  const o: KeyframeAnimationOptions = { ...opts };
  if (typeof o.duration === 'number') o.duration *= SPEED;
  if (o.delay) o.delay *= SPEED;
  const a = el.animate(frames, o);
  return a.finished !== undefined ? a.finished.catch(() => {}) : new Promise((resolve) => (a.onfinish = resolve));
}
