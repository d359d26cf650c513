import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/contracts';

/**
 * What a tile really opens, said plainly when it is not the game the tile names: the built-in
 * platform has three games, so a venue (a sports or e-sports brand, say) opens one of them or the
 * game hall, and its tile says which (issue 22: tiles opened games other than their names).
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
