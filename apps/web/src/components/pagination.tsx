import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page numbers around the current one, with the first and last always shown and gaps as null. */
export function pageWindow(page: number, last: number, around = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - page) <= around) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

// Its texts live in the records namespace, where the paged lists of the member area are.
export function Pagination({ page, lastPage, total, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const go = (p: number) => p >= 1 && p <= lastPage && p !== page && onChange(p);
  return (
    <nav className="pagination" aria-label={t('records.pagination')}>
      <span className="pagination-total">{t('records.total', { n: total })}</span>
      <button type="button" className="page-btn" disabled={page <= 1} onClick={() => go(page - 1)} aria-label={t('records.prev')}>
        ‹
      </button>
      {pageWindow(page, lastPage).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="page-gap">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`page-btn${p === page ? ' active' : ''}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="page-btn" disabled={page >= lastPage} onClick={() => go(page + 1)} aria-label={t('records.next')}>
        ›
      </button>
    </nav>
  );
}

/** A paged reply's position: where it is and how far it goes. */
export interface PagedReply {
  current_page: number;
  last_page: number;
  total: number;
}

/** The pager under a paged reply's rows; nothing until the reply is there. */
export function ReplyPagination({ reply, onChange }: { reply: PagedReply | undefined; onChange: (page: number) => void }) {
  return reply ? <Pagination page={reply.current_page} lastPage={reply.last_page} total={reply.total} onChange={onChange} /> : null;
}
