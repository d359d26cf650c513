import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { NoticeMarquee } from './notice-marquee';

/** The internal test address the frame shows (served by the API on the same origin). */
const TEST_FRAME_SRC = '/support';

/** /test: a home-like page (banner carousel, notice strip) around an embedded frame (spec §2.2). */
export default function TestPage() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="pg tp-page">
      <BannerCarousel />
      <NoticeMarquee />
      <section className="container pg-section">
        <header className="pg-section-head">
          <h2>{t('testpage.title')}</h2>
          <p>{t('testpage.subtitle')}</p>
        </header>
        <div className="tp-window">
          <div className="tp-bar">
            <span className="tp-dots" aria-hidden>
              <i />
              <i />
              <i />
            </span>
            <span className="tp-address">{TEST_FRAME_SRC}</span>
            <a className="tp-open" href={TEST_FRAME_SRC} target="_blank" rel="noopener noreferrer">
              {t('testpage.open')} ↗
            </a>
          </div>
          <div className="tp-frame-box">
            {!loaded && (
              <div className="tp-loading" aria-hidden>
                <span className="spinner" />
              </div>
            )}
            <iframe className="tp-frame" src={TEST_FRAME_SRC} title={t('testpage.frameTitle')} onLoad={() => setLoaded(true)} data-testid="test-frame" />
          </div>
        </div>
      </section>
    </div>
  );
}
