import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { VenueArt } from '../../art/venue-art';
import { ShieldIcon } from '../../art/badges';
import { BannerCarousel } from './banner-carousel';
import { NoticeMarquee } from './notice-marquee';
import { AnnouncementModal } from './announcement-modal';

const VENUES = [
  { to: '/realbet', kind: 'realbet', name: 'nav.realbet', desc: 'home.realbetDesc' },
  { to: '/sport', kind: 'sport', name: 'nav.sport', desc: 'home.sportDesc' },
  { to: '/lottery', kind: 'lottery', name: 'nav.lottery', desc: 'home.lotteryDesc' },
  { to: '/concise', kind: 'concise', name: 'nav.concise', desc: 'home.conciseDesc' },
  { to: '/joker', kind: 'joker', name: 'nav.joker', desc: 'home.jokerDesc' },
  { to: '/gaming', kind: 'gaming', name: 'nav.gaming', desc: 'home.gamingDesc' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  return (
    <div className="home">
      <BannerCarousel />
      <NoticeMarquee />
      <AnnouncementModal />

      <section className="container section">
        <header className="section-head">
          <h2>{t('home.venues')}</h2>
          <p>{t('home.venuesSub')}</p>
        </header>
        <div className="venue-grid">
          {VENUES.map((v) => (
            <AppLink key={v.to} to={v.to} className={`venue-card venue-${v.kind}`}>
              <VenueArt kind={v.kind} className="venue-art" />
              <div className="venue-text">
                <h3>{t(v.name)}</h3>
                <p>{t(v.desc)}</p>
                <span className="btn btn-gold btn-small-gold">{t('nav.enter')}</span>
              </div>
            </AppLink>
          ))}
        </div>
      </section>

      <section className="container section download">
        <div className="download-copy">
          <h2>{t('home.download')}</h2>
          <p>{t('home.downloadSub')}</p>
          <div className="download-tiles">
            <AppLink to="/pcgame" className="download-tile">
              <VenueArt kind="pcgame" className="tile-art" />
              <div>
                <b>{t('home.pcTile')}</b>
                <small>{t('home.pcTileDesc')}</small>
              </div>
            </AppLink>
            <AppLink to="/mobilegame" className="download-tile">
              <VenueArt kind="mobilegame" className="tile-art" />
              <div>
                <b>{t('home.mobileTile')}</b>
                <small>{t('home.mobileTileDesc')}</small>
              </div>
            </AppLink>
          </div>
        </div>
        <div className="download-qr">
          {app?.ios_download_qrcode && <img src={app.ios_download_qrcode} alt={t('home.scan')} width={168} height={168} data-testid="app-qr" />}
          <span>{t('home.scan')}</span>
        </div>
      </section>

      <section className="container section">
        <header className="section-head">
          <h2>{t('home.services')}</h2>
        </header>
        <div className="service-grid">
          <div className="service-item">
            <span className="service-ring">
              58<small>{t('home.seconds', { n: '' }).trim()}</small>
            </span>
            <b>{t('home.svcDeposit')}</b>
            <p>{t('home.svcDepositDesc')}</p>
          </div>
          <div className="service-item">
            <span className="service-ring">
              3-15<small>{t('home.minutes', { n: '' }).trim()}</small>
            </span>
            <b>{t('home.svcWithdraw')}</b>
            <p>{t('home.svcWithdrawDesc')}</p>
          </div>
          <div className="service-item">
            <span className="service-ring">
              <ShieldIcon size={40} />
            </span>
            <b>{t('home.svcSecure')}</b>
            <p>{t('home.svcSecureDesc')}</p>
          </div>
          <div className="service-item">
            <span className="service-ring">24/7</span>
            <b>{t('home.svcSupport')}</b>
            <p>{t('home.svcSupportDesc')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
