import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@portal/contracts';
import { useGames } from '../api/get-games';
import { useEnterGame } from '../first-play';

// Spec §2.2 / §9: the hover panels list 4 live casino, 3 sport and 3 lottery games.
const LIMIT: Partial<Record<GameCategory, number>> = { realbet: 4, sport: 3, lottery: 3 };

export function MenuPanel({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const limit = LIMIT[category] ?? 0;
  const games = useGames(category);
  const enter = useEnterGame();
  const shown = (games.data ?? []).slice(0, limit);
  if (limit === 0 || shown.length === 0) return null;
  return (
    <div className="menu-panel" data-testid={`menu-panel-${category}`}>
      {shown.map((g) => (
        <button
          key={`${g.platform_name}-${g.game_code}`}
          type="button"
          className="menu-game"
          onClick={() => enter({ name: g.platform_name, code: g.game_code, type: 0 })}
        >
          <img src={g.api_logo_img || `/static/game/${g.platform_name.toLowerCase()}.svg`} alt="" width={130} height={80} />
          <span>{g.name}</span>
          <small className="text-link">{t('nav.enter')}</small>
        </button>
      ))}
    </div>
  );
}
