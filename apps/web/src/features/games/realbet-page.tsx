import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function RealbetPage() {
  const { t } = useTranslation();
  return <VenuePage category="realbet" title={t('nav.realbet')} intro={t('venue.realbetIntro')} />;
}
