import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameCategory } from '@portal/contracts';
import { useGames } from './api/get-games';
import { VenueArt } from '../../art/venue-art';
import { Empty, LoadError, Spinner } from '../../components/states';
import { useEnterGame } from './first-play';

interface Props {
  category: GameCategory;
  title: string;
  intro: string;
}

/** A venue: one tab per platform, a showcase of the chosen one and its enter-game button. */
export function VenuePage({ category, title, intro }: Props) {
  const { t } = useTranslation();
  const games = useGames(category);
  const enter = useEnterGame();
  const [chosen, setChosen] = useState(0);
  const list = games.data ?? [];
  const current: Game | undefined = list[Math.min(chosen, list.length - 1)];
  return (
    <div className="venue-page">
      <section className={`venue-hero venue-hero-${category}`}>
        <div className="container venue-hero-inner">
          <div>
            <h1>{title}</h1>
            <p>{intro}</p>
          </div>
          <VenueArt kind={category} className="venue-hero-art" />
        </div>
      </section>
      <section className="container section">
        {games.isPending ? (
          <Spinner />
        ) : games.isError ? (
          <LoadError onRetry={() => void games.refetch()} />
        ) : list.length === 0 ? (
          <Empty text={t('venue.empty')} />
        ) : (
          <>
            <div className="platform-tabs" role="tablist" aria-label={t('venue.platforms')}>
              {list.map((g, i) => (
                <button
                  key={`${g.platform_name}-${g.game_code}`}
                  type="button"
                  role="tab"
                  aria-selected={i === chosen}
                  className={`platform-tab${i === chosen ? ' active' : ''}`}
                  onClick={() => setChosen(i)}
                >
                  {g.name}
                </button>
              ))}
            </div>
            {current && (
              <div className="platform-show" data-testid="platform-show">
                <img src={current.api_logo_img || `/static/game/${current.platform_name.toLowerCase()}.svg`} alt={current.name} className="platform-art" />
                <div className="platform-info">
                  <h2>{current.name}</h2>
                  <p className="muted">{current.platform_name}</p>
                  <LaunchesLine game={current} />
                  <p>{intro}</p>
                  <button
                    type="button"
                    className="btn btn-gold btn-large"
                    data-testid="enter-game"
                    onClick={() => enter({ name: current.platform_name, code: current.game_code, type: 0 })}
                  >
                    {t('nav.enter')}
                  </button>
                </div>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/**
 * What a tile really opens, said plainly when it is not the game the tile names: a live venue opens
 * the house's own tables, a card venue the house's card games, a hall its games (tiles opened games
 * other than their names). A slot title opens its own game and says nothing more.
 */
export function LaunchesLine({ game }: { game: Game }) {
  const { t } = useTranslation();
  if (!game.launches) return null;
  const opened = t(`game.launches.${game.launches}`);
  if (opened === game.name) return null;
  return (
    <small className="game-opens" data-testid="game-opens" data-launches={game.launches}>
      {t('game.opens', { game: opened })}
    </small>
  );
}
