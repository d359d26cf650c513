import { useTranslation } from 'react-i18next';
import { VenuePage } from './venue-page';

export default function MobilegamePage() {
  const { t } = useTranslation();
  return <VenuePage category="mobilegame" title={t('nav.mobilegame')} intro={t('venue.mobilegameIntro')} />;
}
