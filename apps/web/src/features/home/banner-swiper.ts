// Loaded with the banners, not with the page: swiper's core, its Autoplay module and its core CSS
// come in one lazy chunk once there are slides to move, so they never delay the first paint.
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';

export const DELAY_MS = 3000; // spec §2.2: autoplay every 3 s,
export const SPEED_MS = 1000; // 1 s transitions, looping

/** Starts the banner swiper on `frame` (its `.swiper-wrapper` and `.swiper-slide`s already drawn by React). */
export function startBannerSwiper(frame: HTMLElement, onSlide: (index: number) => void): Swiper {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Swiper(frame, {
    modules: [Autoplay],
    loop: true,
    speed: reducedMotion ? 0 : SPEED_MS,
    // Autoplay keeps going after a click or a swipe, as the original portal's did.
    autoplay: { delay: DELAY_MS, disableOnInteraction: false },
    // The frame takes the pointer: the slides that are not shown are inert and take no events.
    touchEventsTarget: 'container',
    on: { slideChange: (s) => onSlide(s.realIndex) },
  });
}
