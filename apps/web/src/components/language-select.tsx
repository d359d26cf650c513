import { LOCALES, LOCALE_NAMES, type Locale } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const value = i18n.language ? currentLocale() : 'zh_TW';
  return (
    <label className="lang-select">
      <span className="sr-only">{t('top.language')}</span>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M2 12h20M12 2c3 3 4 6.5 4 10s-1 7-4 10c-3-3-4-6.5-4-10s1-7 4-10z" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <select aria-label={t('top.language')} data-testid="lang-select" value={value} onChange={(e) => void changeLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
