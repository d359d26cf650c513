import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function GamingPage() {
  const { t } = useTranslation();
  return <VenuePage category="gaming" title={t('nav.gaming')} intro={t('venue.gamingIntro')} />;
}
