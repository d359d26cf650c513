import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function JokerPage() {
  const { t } = useTranslation();
  return <VenuePage category="joker" title={t('nav.joker')} intro={t('venue.jokerIntro')} />;
}
