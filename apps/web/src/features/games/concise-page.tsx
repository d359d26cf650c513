import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGames } from './api/get-games';
import { Empty, LoadError, Spinner } from '../../components/states';
import { VenueArt } from '../../art/venue-art';
import { useEnterGame } from './first-play';
import { LaunchesLine } from './venue-page';

const TABS = ['all', 'OB', 'FG', 'PP', 'AE'] as const;

/** /concise: slot games with the all / OB / FG / PP / AE tabs chosen by the `type` query. */
export default function ConcisePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = TABS.find((x) => x.toLowerCase() === (params.get('type') ?? 'all').toLowerCase()) ?? 'all';
  const games = useGames('concise');
  const enter = useEnterGame();
  const shown = (games.data ?? []).filter((g) => type === 'all' || g.platform_name.toUpperCase() === type);
  return (
    <div className="venue-page">
      <section className="venue-hero venue-hero-concise">
        <div className="container venue-hero-inner">
          <div>
            <h1>{t('nav.concise')}</h1>
            <p>{t('home.conciseDesc')}</p>
          </div>
          <VenueArt kind="concise" className="venue-hero-art" />
        </div>
      </section>
      <section className="container section">
        <div className="platform-tabs" role="tablist">
          {TABS.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              aria-selected={x === type}
              className={`platform-tab${x === type ? ' active' : ''}`}
              onClick={() => setParams(x === 'all' ? {} : { type: x })}
            >
              {x === 'all' ? t('venue.all') : x}
            </button>
          ))}
        </div>
        {games.isPending ? (
          <Spinner />
        ) : games.isError ? (
          <LoadError onRetry={() => void games.refetch()} />
        ) : shown.length === 0 ? (
          <Empty text={t('venue.empty')} />
        ) : (
          <div className="slot-grid" data-testid="slot-grid">
            {shown.map((g) => (
              <div key={`${g.platform_name}-${g.game_code}`} className="slot-card" data-testid="game-tile" data-code={g.game_code}>
                <img src={g.api_logo_img || `/static/game/${g.platform_name.toLowerCase()}.svg`} alt="" />
                <div className="slot-body">
                  <b>{g.name}</b>
                  <small>{g.platform_name}</small>
                  <LaunchesLine game={g} />
                </div>
                <button type="button" className="btn btn-gold slot-play" onClick={() => enter({ name: g.platform_name, code: g.game_code, type: 0 })}>
                  {t('nav.enter')}
                </button>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
