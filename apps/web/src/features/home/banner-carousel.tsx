import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from './api/get-banners';
import { AppLink } from '../../components/app-link';

const DELAY_MS = 3000; // spec §2.2: autoplay every 3 s,
const SPEED_MS = 1000; // 1 s transitions, looping
const SWIPE_PX = 40;

/**
 * The home banners. A hand-written carousel rather than swiper (issue 8: swiper's core alone is
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
  const [pos, setPos] = useState(0); // 0..count-1, or count: the copy of the first slide
  const [animate, setAnimate] = useState(false);
  const afterJump = useRef<number | null>(null);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);

  const go = (target: number) => {
    setAnimate(true);
    setPos(target);
  };
  const jumpTo = (target: number) => {
    setAnimate(false);
    setPos(target);
  };
  const next = () => {
    if (pos < count) return go(pos + 1);
    afterJump.current = 1; // on the copy: jump to the real first slide, then move on
    jumpTo(0);
  };
  const prev = () => {
    if (pos > 0) return go(pos - 1);
    afterJump.current = count - 1; // from the first slide: jump to its copy, then slide back
    jumpTo(count);
  };

  // Autoplay: the delay counts from the end of the previous transition.
  useEffect(() => {
    if (!loop) return;
    const id = setTimeout(next, animate ? SPEED_MS + DELAY_MS : DELAY_MS);
    return () => clearTimeout(id);
  }, [pos, animate, loop, count]);

  // On the copy: jump to the real first slide (transitionend does it on time; this is the fallback
  // for reduced motion or a hidden tab, where the transition never ends).
  useEffect(() => {
    if (!loop || pos !== count) return;
    const id = setTimeout(() => jumpTo(0), animate ? SPEED_MS + 100 : 0);
    return () => clearTimeout(id);
  }, [pos, animate, loop, count]);

  // After a jump without animation, the next move starts once the browser has drawn the jump.
  useEffect(() => {
    const target = afterJump.current;
    if (target === null || animate) return;
    afterJump.current = null;
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => go(target))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [pos, animate]);

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
    if (dx < 0) next();
    else prev();
  };
  // A swipe that ends on a slide's link is not a click on it.
  const onClickCapture = (e: MouseEvent) => {
    if (drag.current?.moved) e.preventDefault();
    drag.current = null;
  };

  const slides = loop ? [...banners, banners[0]!] : banners;
  const active = pos % count;
  return (
    <div className="carousel" data-testid="carousel" aria-roledescription="carousel">
      <div
        className="carousel-track"
        style={{ transform: `translateX(${-pos * 100}%)`, transition: animate ? `transform ${SPEED_MS}ms ease` : 'none' }}
        onTransitionEnd={(e) => e.target === e.currentTarget && pos === count && jumpTo(0)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={onClickCapture}
      >
        {slides.map((b, i) => (
          <div key={i === count ? 'copy' : b.id} className={`carousel-slide${i === pos ? ' is-active' : ''}`} data-index={i % count} aria-roledescription="slide" inert={i !== pos}>
            <div className="slide" style={{ backgroundImage: `url(${b.image})` }}>
              <div className="container slide-text">
                <h2>{b.title}</h2>
                {b.link && <AppLink to={b.link} className="btn btn-gold">{t('home.viewPromo')}</AppLink>}
              </div>
            </div>
          </div>
        ))}
      </div>
      {loop && (
        <div className="carousel-dots">
          {banners.map((b, i) => (
            <button key={b.id} type="button" className="carousel-dot" aria-label={t('home.slideN', { n: i + 1 })} aria-current={i === active} onClick={() => go(i)} />
          ))}
        </div>
      )}
    </div>
  );
}
