import { useEffect, useReducer, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from './api/get-banners';
import { AppLink } from '../../components/app-link';

const DELAY_MS = 3000; // spec §2.2: autoplay every 3 s,
const SPEED_MS = 1000; // 1 s transitions, looping
const SWIPE_PX = 40;

/** Where the row of slides is, and whether it slides there or jumps. */
interface Position {
  pos: number; // 0..count-1, or count: the copy of the first slide
  animate: boolean;
  then: number | null; // after a jump without animation, the slide to move on to
}
type Move = { type: 'next' | 'prev'; count: number } | { type: 'go'; to: number } | { type: 'settle' | 'continue' };

function move(state: Position, action: Move): Position {
  switch (action.type) {
    case 'next': // from the copy: jump to the real first slide, then move on
      return state.pos < action.count ? { pos: state.pos + 1, animate: true, then: null } : { pos: 0, animate: false, then: 1 };
    case 'prev': // from the first slide: jump to its copy, then slide back
      return state.pos > 0 ? { pos: state.pos - 1, animate: true, then: null } : { pos: action.count, animate: false, then: action.count - 1 };
    case 'go':
      return { pos: action.to, animate: true, then: null };
    case 'settle':
      return { pos: 0, animate: false, then: null };
    case 'continue':
      return state.then === null ? state : { pos: state.then, animate: true, then: null };
  }
}

/**
 * The home banners. A hand-written carousel rather than swiper (swiper's core alone is
 * about 25 KB gzip, more than the rest of the home page's own code): the slides sit in a row that
 * moves by one width at a time, and a copy of the first slide after the last one makes the loop
 * seamless (on reaching the copy the row jumps back to the real first slide without animation).
 * Autoplay keeps going after a click or a swipe, as swiper's did (disableOnInteraction: false).
 */
export function BannerCarousel({ type = 1 }: { type?: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useBanners(type);
  const banners = data ?? [];
  const count = banners.length;
  const loop = count > 1;
  const [{ pos, animate, then }, dispatch] = useReducer(move, { pos: 0, animate: false, then: null });
  const drag = useRef<{ x: number; moved: boolean } | null>(null);
  const onCopy = loop && pos === count && then === null;

  // Autoplay: the delay counts from the end of the previous transition.
  useEffect(() => {
    if (!loop || then !== null) return;
    const id = setTimeout(() => dispatch({ type: 'next', count }), animate ? SPEED_MS + DELAY_MS : DELAY_MS);
    return () => clearTimeout(id);
  }, [pos, animate, then, loop, count]);

  // On the copy: jump to the real first slide (transitionend does it on time; this is the fallback
  // for reduced motion or a hidden tab, where the transition never ends).
  useEffect(() => {
    if (!onCopy) return;
    const id = setTimeout(() => dispatch({ type: 'settle' }), animate ? SPEED_MS + 100 : 0);
    return () => clearTimeout(id);
  }, [onCopy, animate]);

  // After a jump without animation, the next move starts once the browser has drawn the jump.
  useEffect(() => {
    if (then === null || animate) return;
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => dispatch({ type: 'continue' }))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [then, animate]);

  if (isPending) return <div className="carousel carousel-skeleton" aria-busy="true" />;
  if (count === 0) return null;

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, moved: false };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = drag.current;
    if (!start || !loop) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    start.moved = true;
    dispatch({ type: dx < 0 ? 'next' : 'prev', count });
  };
  // A swipe that ends on a slide's link is not a click on it.
  const onClickCapture = (e: MouseEvent) => {
    if (drag.current?.moved) e.preventDefault();
    drag.current = null;
  };

  const slides = loop ? [...banners, banners[0]!] : banners;
  const active = pos % count;
  return (
    // The swipe handlers sit on the frame, not the moving row: mid-move the pointer may be over no
    // slide that takes events (the others are inert).
    <div
      className="carousel"
      data-testid="carousel"
      aria-roledescription="carousel"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onClickCapture={onClickCapture}
      onDragStart={(e) => e.preventDefault()} // a slide's link is swiped, not dragged away
    >
      <div
        className="carousel-track"
        style={{ transform: `translateX(${-pos * 100}%)`, transition: animate ? `transform ${SPEED_MS}ms ease` : 'none' }}
        onTransitionEnd={(e) => e.target === e.currentTarget && onCopy && dispatch({ type: 'settle' })}
      >
        {slides.map((b, i) => (
          <div
            key={i === count ? 'copy' : b.id}
            className={`carousel-slide${i === pos ? ' is-active' : ''}`}
            data-index={i % count}
            aria-roledescription="slide"
            inert={i !== pos}
          >
            <div className="slide" style={{ backgroundImage: `url(${b.image})` }}>
              <div className="container slide-text">
                <h2>{b.title}</h2>
                {b.link && (
                  <AppLink to={b.link} className="btn btn-gold">
                    {t('home.viewPromo')}
                  </AppLink>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      {loop && (
        <div className="carousel-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="carousel-dot"
              aria-label={t('home.slideN', { n: i + 1 })}
              aria-current={i === active}
              onClick={() => dispatch({ type: 'go', to: i })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
