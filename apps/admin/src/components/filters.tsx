import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** A row of filter inputs applied together (Enter or the search button), with a reset. */
export function Filters<F extends Record<string, string>>({
  initial,
  onApply,
  children,
}: {
  initial: F;
  onApply: (f: F) => void;
  children: (f: F, set: (k: keyof F, v: string) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const set = (k: keyof F, v: string) => setForm((f) => ({ ...f, [k]: v }));
  return (
    <form
      className="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(form);
      }}
    >
      {children(form, set)}
      <div className="filters-actions">
        <button type="submit" className="btn btn-primary btn-sm">
          <Icon name="search" size={15} /> {t('common.search')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setForm(initial);
            onApply(initial);
          }}
        >
          {t('common.reset')}
        </button>
      </div>
    </form>
  );
}
