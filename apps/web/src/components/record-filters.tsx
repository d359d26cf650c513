// The filters of the member's paged lists (bets, financial records, rebates): date code of spec §9,
// the game platform, and chips. Their texts live in the records namespace.
import { useRef, type ReactNode } from 'react';
import { useScrollCue } from '../lib/scroll-cue';
import { useTranslation } from 'react-i18next';
import { DATE_RANGES, type DateCode } from '@portal/contracts';
import { usePlatformBalances } from '../lib/platform-balances';
import { isPage, sameTypeAs, useKeptState } from '../lib/kept-state';

export const DATE_CODES = Object.keys(DATE_RANGES).map(Number) as DateCode[];
/** Spec §9: the records open on one month. */
export const DEFAULT_DATE: DateCode = 4;

interface ChipsProps<V extends string | number> {
  label: string;
  value: V;
  options: { value: V; text: string }[];
  onChange: (value: V) => void;
  testId?: string;
}

/** One row of filter chips; the chosen one is gold. */
export function FilterChips<V extends string | number>({ label, value, options, onChange, testId }: ChipsProps<V>) {
  const row = useRef<HTMLDivElement>(null);
  useScrollCue(row);
  return (
    <div className="filter-row">
      <span className="filter-label">{label}</span>
      <div ref={row} className="chips" role="radiogroup" aria-label={label} data-testid={testId}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            className={`chip${o.value === value ? ' active' : ''}`}
            onClick={() => onChange(o.value)}
          >
            {o.text}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DateFilter({ value, onChange }: { value: DateCode; onChange: (v: DateCode) => void }) {
  const { t } = useTranslation();
  return (
    <FilterChips
      label={t('records.time')}
      value={value}
      testId="date-filter"
      options={DATE_CODES.map((d) => ({ value: d, text: t(`records.date${d}`) }))}
      onChange={onChange}
    />
  );
}

/** The game platforms from /api/balancelist; '' is every platform. */
export function PlatformFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const platforms = usePlatformBalances();
  return (
    <div className="filter-row">
      <label className="filter-label" htmlFor="record-platform">
        {t('records.game')}
      </label>
      <select id="record-platform" className="filter-select" value={value} onChange={(e) => onChange(e.target.value)} data-testid="platform-filter">
        <option value="">{t('records.allGames')}</option>
        {platforms.data?.map((p) => (
          <option key={p.platname} value={p.platname}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Filters({ children }: { children: ReactNode }) {
  return <div className="record-filters">{children}</div>;
}

/**
 * A record page's filter (the game platform or a record type), its date code and its page. They are
 * cached (spec §2.4): still set when the member comes back, kept as `<page>.<filter>`, `<page>.date`
 * and `<page>.page`. Choosing another filter or date goes back to page 1.
 */
export function useRecordFilters<V>(pageKey: string, filterName: string, initial: V) {
  const [filter, setFilter] = useKeptState<V>(`${pageKey}.${filterName}`, initial, sameTypeAs(initial));
  const [date, setDate] = useKeptState<DateCode>(`${pageKey}.date`, DEFAULT_DATE, sameTypeAs(DEFAULT_DATE));
  const [page, setPage] = useKeptState(`${pageKey}.page`, 1, isPage);
  return {
    filter,
    date,
    page,
    setPage,
    setFilter: (value: V) => {
      setFilter(value);
      setPage(1);
    },
    setDate: (value: DateCode) => {
      setDate(value);
      setPage(1);
    },
  };
}

/** A record page's filter bar: the page's own filter (children), then the date. */
export function RecordFilterBar({ date, onDate, children }: { date: DateCode; onDate: (v: DateCode) => void; children: ReactNode }) {
  return (
    <Filters>
      {children}
      <DateFilter value={date} onChange={onDate} />
    </Filters>
  );
}
