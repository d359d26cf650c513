import { useRef, type ReactNode } from 'react';
import { useScrollCue } from '../lib/scroll-cue';
import { Empty, LoadError, Spinner } from './states';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

/** Where a list's query is, as the table shows it. */
export interface LoadStates {
  /** First load: a spinner in place of the rows. */
  loading?: boolean;
  /** A newer page is on its way while the old rows stay on screen. */
  fetching?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

/** A paged list query's load states (a page kept on screen while the next loads is `fetching`). */
export const loadStates = (query: { isPending: boolean; isPlaceholderData: boolean; isError: boolean; refetch: () => Promise<unknown> }): LoadStates => ({
  loading: query.isPending,
  fetching: query.isPlaceholderData,
  error: query.isError,
  onRetry: () => void query.refetch(),
});

interface TableProps<T> extends LoadStates {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  emptyText?: string;
  label?: string;
  testId?: string;
}

/** A record table as the member area shows it: header, rows, and the loading, failed and empty states. */
export function DataTable<T>({ columns, rows, rowKey, loading, fetching, error, onRetry, emptyText, label, testId }: TableProps<T>) {
  const wrap = useRef<HTMLDivElement>(null);
  useScrollCue(wrap);
  const span = columns.length;
  let body: ReactNode;
  if (loading && !rows)
    body = (
      <tr>
        <td colSpan={span}>
          <Spinner />
        </td>
      </tr>
    );
  else if (error && !rows)
    body = (
      <tr>
        <td colSpan={span}>
          <LoadError onRetry={() => onRetry?.()} />
        </td>
      </tr>
    );
  else if (!rows || rows.length === 0)
    body = (
      <tr>
        <td colSpan={span}>
          <Empty text={emptyText} />
        </td>
      </tr>
    );
  else
    body = rows.map((row, i) => (
      <tr key={rowKey(row)}>
        {columns.map((c) => (
          <td key={c.key} className={c.align ? `align-${c.align}` : undefined}>
            {c.render(row, i)}
          </td>
        ))}
      </tr>
    ));
  return (
    <div ref={wrap} className={`table-wrap${fetching && rows ? ' is-fetching' : ''}`} aria-busy={loading || fetching ? true : undefined}>
      <table className="data-table" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align ? `align-${c.align}` : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
