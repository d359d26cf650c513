import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeNotices } from './api/get-home-notices';

const STEP_MS = 20; // spec §9: the notice marquee steps every 20 ms

/** The scrolling notice strip: one pixel per step, pausing under the pointer. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { data } = useHomeNotices();
  const track = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  useEffect(() => {
    let x = box.current?.clientWidth ?? 0;
    const id = setInterval(() => {
      const el = track.current;
      if (!el || paused.current) return;
      x -= 1;
      if (x < -el.scrollWidth) x = box.current?.clientWidth ?? 0;
      el.style.transform = `translateX(${x}px)`;
    }, STEP_MS);
    return () => clearInterval(id);
  }, [data]);
  return (
    <div className="marquee container" onMouseEnter={() => (paused.current = true)} onMouseLeave={() => (paused.current = false)}>
      <span className="marquee-label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
          <path d="M3 10v4h4l5 4V6L7 10zm13.5 2a4.5 4.5 0 00-2.5-4v8a4.5 4.5 0 002.5-4z" fill="currentColor" />
        </svg>
        {t('home.noticeLabel')}
      </span>
      <div className="marquee-box" ref={box}>
        <div className="marquee-track" ref={track} data-testid="marquee">
          {(data ?? []).map((n, i) => (
            <span key={i} className="marquee-item">
              {n}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
