import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { BviBadge, MaltaBadge, PhilippinesBadge, ShieldIcon } from '../../art/badges';
import { beijingYear } from '../../lib/dates';

export function Footer() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-links">
          <AppLink to="/abouts">{t('nav.abouts')}</AppLink>
          <AppLink to="/companion">{t('nav.companion')}</AppLink>
          <AppLink to="/activity">{t('nav.activity')}</AppLink>
          <AppLink to="/vip">{t('nav.vip')}</AppLink>
          <AppLink to="/app">{t('nav.app')}</AppLink>
          <AppLink to="/kefu">{t('nav.kefu')}</AppLink>
        </div>
        <div className="footer-licences">
          <span className="footer-title">{t('footer.licences')}</span>
          <span className="badge-item">
            <MaltaBadge />
            <small>{t('footer.malta')}</small>
          </span>
          <span className="badge-item">
            <BviBadge />
            <small>{t('footer.bvi')}</small>
          </span>
          <span className="badge-item">
            <PhilippinesBadge />
            <small>{t('footer.ph')}</small>
          </span>
        </div>
        <p className="footer-secure">
          <ShieldIcon size={20} /> {t('footer.secure')}
        </p>
        <p className="footer-note">
          <AppLink to="/mine/responsible" className="footer-responsible">
            {t('footer.responsible')}
          </AppLink>{' '}
          · {t('footer.rights', { year: beijingYear(), title: app?.title ?? '' })}
        </p>
      </div>
    </footer>
  );
}
