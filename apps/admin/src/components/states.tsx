import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="state state-loading" role="status">
      <span className="spinner" aria-hidden />
      {t('common.loading')}
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state-empty" data-testid="empty">
      <svg width="56" height="44" viewBox="0 0 56 44" aria-hidden>
        <rect x="6" y="12" width="44" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 24h13l3 5h12l3-5h13" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 4l4 6M28 2v8M42 4l-4 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {text ?? t('common.empty')}
    </div>
  );
}

export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      {error instanceof Error ? error.message : t('common.failed')}
      {retry && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** Loading, error or the content: the one way a screen shows a read. */
export function QueryView<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => React.ReactNode;
}) {
  if (query.isLoading) return <Loading />;
  if (query.data === undefined) return query.error ? <ErrorState error={query.error} retry={() => void query.refetch()} /> : <Loading />;
  return <>{children(query.data)}</>;
}
