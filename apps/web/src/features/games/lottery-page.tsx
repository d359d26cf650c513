import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function LotteryPage() {
  const { t } = useTranslation();
  return <VenuePage category="lottery" title={t('nav.lottery')} intro={t('venue.lotteryIntro')} />;
}
