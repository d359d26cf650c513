import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner-wrap" role="progressbar" aria-label={label ?? t('common.loading')}>
      <span className="spinner" />
      <span className="spinner-label">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty">
      <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden>
        <rect x="20" y="22" width="80" height="46" rx="6" fill="#1d2438" stroke="#3a4566" />
        <path d="M20 34h80" stroke="#3a4566" />
        <circle cx="60" cy="51" r="9" fill="none" stroke="#c8a24a" strokeWidth="2" />
        <path d="M66 57l8 8" stroke="#c8a24a" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{text ?? t('common.empty')}</p>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
