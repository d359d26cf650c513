import type { ApiInput } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Filters } from '../../components/filters';

export interface OrderFilterValues extends Record<string, string> {
  state: string;
  username: string;
  order_no: string;
  from: string;
  to: string;
  min_amount: string;
  max_amount: string;
}
export const emptyOrderFilters: OrderFilterValues = { state: '', username: '', order_no: '', from: '', to: '', min_amount: '', max_amount: '' };

const filled = (v: string) => v.trim() || undefined;

/** The list body the order queues read (deposits.list, withdrawals.list; empty filters left out). */
export function toListBody(f: OrderFilterValues, page: number): ApiInput<'deposits.list'> & ApiInput<'withdrawals.list'> {
  return {
    page,
    state: f.state.trim() ? Number(f.state) : undefined,
    username: filled(f.username),
    order_no: filled(f.order_no),
    from: filled(f.from),
    to: filled(f.to),
    min_amount: filled(f.min_amount),
    max_amount: filled(f.max_amount),
  };
}

export function OrderFilters({ initial, onApply }: { initial: OrderFilterValues; onApply: (f: OrderFilterValues) => void }) {
  const { t } = useTranslation();
  return (
    <Filters initial={initial} onApply={onApply}>
      {(f, set) => (
        <>
          <label className="field field-inline">
            <span>{t('queues.state')}</span>
            <select name="state" value={f.state} onChange={(e) => set('state', e.target.value)}>
              <option value="">{t('common.all')}</option>
              <option value="1">{t('states.1')}</option>
              <option value="2">{t('states.2')}</option>
              <option value="3">{t('states.3')}</option>
            </select>
          </label>
          <label className="field field-inline">
            <span>{t('members.username')}</span>
            <input name="username" value={f.username} onChange={(e) => set('username', e.target.value)} maxLength={32} />
          </label>
          <label className="field field-inline">
            <span>{t('queues.orderNo')}</span>
            <input name="order_no" value={f.order_no} onChange={(e) => set('order_no', e.target.value)} maxLength={64} />
          </label>
          <label className="field field-inline">
            <span>{t('common.from')}</span>
            <input type="date" name="from" value={f.from} onChange={(e) => set('from', e.target.value)} />
          </label>
          <label className="field field-inline">
            <span>{t('common.to')}</span>
            <input type="date" name="to" value={f.to} onChange={(e) => set('to', e.target.value)} />
          </label>
          <label className="field field-inline field-narrow">
            <span>{t('queues.minAmount')}</span>
            <input name="min_amount" inputMode="decimal" value={f.min_amount} onChange={(e) => set('min_amount', e.target.value)} />
          </label>
          <label className="field field-inline field-narrow">
            <span>{t('queues.maxAmount')}</span>
            <input name="max_amount" inputMode="decimal" value={f.max_amount} onChange={(e) => set('max_amount', e.target.value)} />
          </label>
        </>
      )}
    </Filters>
  );
}
