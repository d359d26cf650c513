import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Loading } from './states';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'right' | 'center';
}

interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}

/** A data table with its loading, empty and error states; rows may open a detail (onRow). */
export function Table<T>({
  columns,
  rows,
  loading,
  error,
  retry,
  rowKey,
  onRow,
  testId,
}: {
  columns: Column<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  error?: unknown;
  retry?: () => void;
  rowKey: (row: T) => string | number;
  onRow?: (row: T) => void;
  testId?: string;
}) {
  if (loading && !rows) return <Loading />;
  if (error && !rows) return <ErrorState error={error} retry={retry} />;
  if (!rows || rows.length === 0) return <Empty />;
  return (
    <div className="table-wrap">
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.align ? `al-${c.align}` : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={onRow ? 'clickable' : undefined} onClick={onRow ? () => onRow(row) : undefined}>
              {columns.map((c) => (
                <td key={c.key} className={c.align ? `al-${c.align}` : undefined}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Pager({ page, onPage }: { page: Pick<Paged<unknown>, 'total' | 'current_page' | 'last_page'> | undefined; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (!page) return null;
  return (
    <div className="pager">
      <span className="muted">{t('common.total', { count: page.total })}</span>
      <button type="button" className="btn btn-ghost btn-sm" disabled={page.current_page <= 1} onClick={() => onPage(page.current_page - 1)}>
        ‹ {t('common.prev')}
      </button>
      <span>
        {page.current_page} / {page.last_page}
      </span>
      <button type="button" className="btn btn-ghost btn-sm" disabled={page.current_page >= page.last_page} onClick={() => onPage(page.current_page + 1)}>
        {t('common.next')} ›
      </button>
    </div>
  );
}
