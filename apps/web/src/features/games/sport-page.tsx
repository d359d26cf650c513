import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function SportPage() {
  const { t } = useTranslation();
  return <VenuePage category="sport" title={t('nav.sport')} intro={t('venue.sportIntro')} />;
}
