import { Fragment, useState, type ReactNode } from 'react';
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

/** A data table with its loading, empty and error states; rows may open a detail (onRow) or unfold one below them (expand: a click toggles it). */
export function Table<T>({
  columns,
  rows,
  loading,
  error,
  retry,
  rowKey,
  onRow,
  expand,
  testId,
}: {
  columns: Column<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  error?: unknown;
  retry?: () => void;
  rowKey: (row: T) => string | number;
  onRow?: (row: T) => void;
  expand?: (row: T) => ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = (key: string | number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
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
          {rows.map((row) => {
            const key = rowKey(row);
            const click = expand ? () => toggle(key) : onRow ? () => onRow(row) : undefined;
            return (
              <Fragment key={key}>
                <tr className={click ? 'clickable' : undefined} onClick={click} aria-expanded={expand ? open.has(key) : undefined}>
                  {columns.map((c) => (
                    <td key={c.key} className={c.align ? `al-${c.align}` : undefined}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
                {expand && open.has(key) && (
                  <tr className="row-detail">
                    <td colSpan={columns.length}>{expand(row)}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
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
