import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { VenueArt } from '../../art/venue-art';
import { LoadError, Spinner } from '../../components/states';
import { PhoneMockup } from './phone-mockup';

const IOS_STEPS = [1, 2, 3, 4] as const;
const ANDROID_STEPS = [1, 2, 3, 4] as const;
const FEATURES = ['venues', 'secure', 'fast', 'support'] as const;

function PlatformIcon({ kind }: { kind: 'ios' | 'android' }) {
  return kind === 'ios' ? (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <path
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
        fill="currentColor"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <path
        d="M6 9h12v8a1.5 1.5 0 01-1.5 1.5H16v3a1.5 1.5 0 01-3 0v-3h-2v3a1.5 1.5 0 01-3 0v-3h-.5A1.5 1.5 0 016 17zM3.5 9a1.5 1.5 0 013 0v6a1.5 1.5 0 01-3 0zm14 0a1.5 1.5 0 013 0v6a1.5 1.5 0 01-3 0zM6.2 8a6 6 0 0111.6 0zM9 5.5a.7.7 0 100-1.4.7.7 0 000 1.4zm6 0a.7.7 0 100-1.4.7.7 0 000 1.4zM7.6 2.2l1.3 2M16.4 2.2l-1.3 2"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth=".6"
      />
    </svg>
  );
}

function QrCard() {
  const { t } = useTranslation();
  const { data: app, isPending, isError, refetch } = useAppInfo();
  return (
    <div className="dl-qr" data-testid="dl-qr">
      <div className="dl-qr-frame">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : app?.ios_download_qrcode ? (
          <img src={app.ios_download_qrcode} alt={t('download.qrAlt')} width={168} height={168} data-testid="download-qr" />
        ) : (
          <p className="muted">{t('download.qrMissing')}</p>
        )}
        <i className="dl-qr-corner tl" />
        <i className="dl-qr-corner tr" />
        <i className="dl-qr-corner bl" />
        <i className="dl-qr-corner br" />
      </div>
      <div className="dl-qr-text">
        <b>{t('download.scanTitle')}</b>
        <span>{t('download.scanSub')}</span>
        <span className="dl-platforms">
          <span className="dl-platform">
            <PlatformIcon kind="ios" /> iOS
          </span>
          <span className="dl-platform">
            <PlatformIcon kind="android" /> Android
          </span>
        </span>
      </div>
    </div>
  );
}

export default function DownloadPage() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  return (
    <div className="pg dl-page">
      <section className="pg-hero dl-hero">
        <div className="container dl-hero-inner">
          <div className="dl-hero-copy">
            <span className="pg-kicker">APP DOWNLOAD</span>
            <h1>{t('download.title')}</h1>
            <p>{t('download.subtitle', { title: app?.title ?? '' })}</p>
            <ul className="dl-features">
              {FEATURES.map((f) => (
                <li key={f}>
                  <span className="dl-check" aria-hidden>
                    ✓
                  </span>
                  {t(`download.feature.${f}`)}
                </li>
              ))}
            </ul>
            <QrCard />
          </div>
          <div className="dl-hero-phone">
            <div className="dl-phone-glow" aria-hidden />
            <PhoneMockup title={app?.title ?? 'APP'} />
          </div>
        </div>
      </section>

      <section className="container pg-section">
        <header className="pg-section-head">
          <h2>{t('download.choose')}</h2>
          <p>{t('download.chooseSub')}</p>
        </header>
        <div className="dl-tiles">
          <AppLink to="/pcgame" className="dl-tile">
            <VenueArt kind="pcgame" className="dl-tile-art" />
            <div className="dl-tile-text">
              <h3>{t('download.pcTitle')}</h3>
              <p>{t('download.pcDesc')}</p>
              <span className="btn btn-gold">{t('download.pcAction')}</span>
            </div>
          </AppLink>
          <AppLink to="/mobilegame" className="dl-tile">
            <VenueArt kind="mobilegame" className="dl-tile-art" />
            <div className="dl-tile-text">
              <h3>{t('download.mobileTitle')}</h3>
              <p>{t('download.mobileDesc')}</p>
              <span className="btn btn-gold">{t('download.mobileAction')}</span>
            </div>
          </AppLink>
        </div>
      </section>

      <section className="container pg-section">
        <header className="pg-section-head">
          <h2>{t('download.stepsTitle')}</h2>
          <p>{t('download.stepsSub')}</p>
        </header>
        <div className="dl-steps">
          <div className="pg-card dl-steps-card">
            <h3 className="dl-steps-head">
              <PlatformIcon kind="ios" /> {t('download.iosTitle')}
            </h3>
            <ol className="pg-steps">
              {IOS_STEPS.map((n) => (
                <li key={n}>
                  <span className="pg-step-no">{n}</span>
                  <div>
                    <p>{t(`download.ios${n}`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="pg-card dl-steps-card">
            <h3 className="dl-steps-head">
              <PlatformIcon kind="android" /> {t('download.androidTitle')}
            </h3>
            <ol className="pg-steps">
              {ANDROID_STEPS.map((n) => (
                <li key={n}>
                  <span className="pg-step-no">{n}</span>
                  <div>
                    <p>{t(`download.android${n}`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <p className="hint dl-note">{t('download.note')}</p>
      </section>
    </div>
  );
}
