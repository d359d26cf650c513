import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper } from 'swiper';
import type { Banner } from '@portal/contracts';
import { useBanners } from './api/get-banners';
import { AppLink } from '../../components/app-link';

/**
 * The home banners on swiper (spec §2.2: autoplay every 3 s, 1 s transitions, looping; swiper's
 * core and its Autoplay module only). React draws the slides and the dots; swiper, loaded
 * lazily once the banners are here (`banner-swiper.ts`), moves them: the first slide is already
 * in place before it arrives, so the first paint never waits for it.
 */
export function BannerCarousel({ type = 1 }: { type?: number }) {
  const { data, isPending } = useBanners(type);
  if (isPending) return <div className="carousel carousel-skeleton" aria-busy="true" />;
  const banners = data ?? [];
  if (banners.length === 0) return null;
  // swiper's loop moves the slides' DOM nodes: new banners (another language) get a fresh carousel.
  return <Slides key={banners.map((b) => `${b.id}\u0000${b.title}\u0000${b.image}\u0000${b.link}`).join('\u0001')} banners={banners} />;
}

function Slides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const loop = banners.length > 1;

  useEffect(() => {
    const el = frame.current;
    if (!loop || !el) return;
    let stopped = false;
    void import('./banner-swiper').then(({ startBannerSwiper }) => {
      if (!stopped) swiper.current = startBannerSwiper(el, setActive);
    });
    return () => {
      stopped = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [loop]);

  return (
    <div ref={frame} className="carousel swiper" data-testid="carousel" aria-roledescription="carousel">
      <div className="carousel-track swiper-wrapper">
        {banners.map((b, i) => (
          // className stays constant: swiper adds its own state classes (swiper-slide-active) to it.
          <div key={b.id} className="carousel-slide swiper-slide" data-index={i} aria-roledescription="slide" inert={i !== active}>
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
              onClick={() => swiper.current?.slideToLoop(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
