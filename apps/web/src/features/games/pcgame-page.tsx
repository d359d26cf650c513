import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function PcgamePage() {
  const { t } = useTranslation();
  return <VenuePage category="pcgame" title={t('nav.pcgame')} intro={t('venue.pcgameIntro')} />;
}
