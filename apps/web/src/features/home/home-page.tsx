import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/app-link';
import { useAppInfo } from '../../api/queries';

export default function HomePage() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero-inner">
          <h1>{app?.title}</h1>
          <div className="hero-actions">
            <AppLink to="/register" className="btn btn-gold">{t('top.register')}</AppLink>
            <AppLink to="/realbet" className="btn btn-ghost">{t('nav.enter')}</AppLink>
          </div>
        </div>
      </section>
    </div>
  );
}
