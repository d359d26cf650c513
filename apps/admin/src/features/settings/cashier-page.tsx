import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { QueryView } from '../../components/states';
import { Card, PageHead } from '../../components/ui';
import { PayChannelsCard } from './pay-channels-card';

const WAYS = ['card', 'wechat', 'alipay', 'game', 'usdt'] as const;
const RANGES = ['bank', 'wechat', 'alipay', 'game', 'usdt-erc20', 'usdt-trc20'] as const;

/** Cashier settings: pay ways and ranges, banks, receiving accounts, USDT addresses and rates, withdrawal rules (four-eyes threshold). */
export default function CashierSettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminQuery('cashier.settings');
  return (
    <>
      <PageHead title={t('nav.cashier')} />
      <QueryView query={settings}>{(data) => <CashierForm key={JSON.stringify(data)} initial={data} />}</QueryView>
      <PayChannelsCard />
    </>
  );
}

function CashierForm({ initial }: { initial: ApiReply<'cashier.settings'> }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ApiReply<'cashier.settings'>>(() => structuredClone(initial));
  const save = useAdminAction('cashier.settingsUpdate', { invalidates: ['cashier.settings'] });
  const submit = () => {
    const { pay_ways, pay_ranges, banks, usdt_addresses, usdtrate, withdrawusdtrate, withdrawcashfee, withdrawfeeusdttrc, withdraw, receiving_accounts } = form;
    save.mutate({ pay_ways, pay_ranges, banks, usdt_addresses, usdtrate, withdrawusdtrate, withdrawcashfee, withdrawfeeusdttrc, withdraw, receiving_accounts });
  };
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid-2">
        <Card title={t('cashier.payWays')}>
          <div className="checks">
            {WAYS.map((w) => (
              <label key={w} className="switch-row">
                <input
                  type="checkbox"
                  checked={form.pay_ways[w] === 1}
                  onChange={(e) => setForm({ ...form, pay_ways: { ...form.pay_ways, [w]: e.target.checked ? 1 : 0 } })}
                />
                <span>{t(`cashier.ways.${w}`)}</span>
              </label>
            ))}
          </div>
          <table className="table table-mini">
            <thead>
              <tr>
                <th>{t('cashier.range')}</th>
                <th>{t('cashier.min')}</th>
                <th>{t('cashier.max')}</th>
              </tr>
            </thead>
            <tbody>
              {RANGES.map((r) => (
                <tr key={r}>
                  <td>{t(`cashier.ranges.${r}`)}</td>
                  <td>
                    <input
                      className="input-sm"
                      aria-label={`${r} min`}
                      value={form.pay_ranges[r].min_price}
                      onChange={(e) => setForm({ ...form, pay_ranges: { ...form.pay_ranges, [r]: { ...form.pay_ranges[r], min_price: e.target.value } } })}
                    />
                  </td>
                  <td>
                    <input
                      className="input-sm"
                      aria-label={`${r} max`}
                      value={form.pay_ranges[r].max_price}
                      onChange={(e) => setForm({ ...form, pay_ranges: { ...form.pay_ranges, [r]: { ...form.pay_ranges[r], max_price: e.target.value } } })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title={t('cashier.withdrawRules')}>
          <div className="form-grid">
            <label className="field">
              <span>{t('cashier.dailyCount')}</span>
              <input
                type="number"
                min={0}
                max={1000}
                value={form.withdraw.daily_count}
                onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, daily_count: Number(e.target.value) } })}
              />
            </label>
            <label className="field">
              <span>{t('cashier.hours')}</span>
              <span className="pair">
                <input value={form.withdraw.start} onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, start: e.target.value } })} /> –{' '}
                <input value={form.withdraw.end} onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, end: e.target.value } })} />
              </span>
            </label>
            <label className="field">
              <span>{t('cashier.min')}</span>
              <input value={form.withdraw.min} onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, min: e.target.value } })} />
            </label>
            <label className="field">
              <span>{t('cashier.max')}</span>
              <input value={form.withdraw.max} onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, max: e.target.value } })} />
            </label>
            <label className="field">
              <span>{t('cashier.turnoverMultiple')}</span>
              <input
                value={form.withdraw.turnover_multiple}
                onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, turnover_multiple: e.target.value } })}
              />
            </label>
            <label className="field">
              <span>{t('cashier.reviewThreshold')}</span>
              <input
                name="review_threshold"
                value={form.withdraw.review_threshold}
                onChange={(e) => setForm({ ...form, withdraw: { ...form.withdraw, review_threshold: e.target.value } })}
              />
              <small className="muted">{t('cashier.reviewThresholdHint')}</small>
            </label>
          </div>
        </Card>
        <Card title={t('cashier.usdt')}>
          <div className="form-grid">
            <label className="field">
              <span>{t('cashier.usdtrate')}</span>
              <input value={form.usdtrate} onChange={(e) => setForm({ ...form, usdtrate: e.target.value })} />
            </label>
            <label className="field">
              <span>{t('cashier.withdrawusdtrate')}</span>
              <input value={form.withdrawusdtrate} onChange={(e) => setForm({ ...form, withdrawusdtrate: e.target.value })} />
            </label>
            <label className="field">
              <span>{t('cashier.withdrawcashfee')}</span>
              <input value={form.withdrawcashfee} onChange={(e) => setForm({ ...form, withdrawcashfee: e.target.value })} />
            </label>
            <label className="field">
              <span>{t('cashier.withdrawfeeusdttrc')}</span>
              <input value={form.withdrawfeeusdttrc} onChange={(e) => setForm({ ...form, withdrawfeeusdttrc: e.target.value })} />
            </label>
            <label className="field field-span">
              <span>ERC20</span>
              <input
                className="mono"
                value={form.usdt_addresses.ERC20}
                onChange={(e) => setForm({ ...form, usdt_addresses: { ...form.usdt_addresses, ERC20: e.target.value } })}
              />
            </label>
            <label className="field field-span">
              <span>TRC20</span>
              <input
                className="mono"
                value={form.usdt_addresses.TRC20}
                onChange={(e) => setForm({ ...form, usdt_addresses: { ...form.usdt_addresses, TRC20: e.target.value } })}
              />
            </label>
          </div>
        </Card>
        <Card title={t('cashier.banks')}>
          <label className="field">
            <span>{t('cashier.banksHint')}</span>
            <textarea
              rows={6}
              value={form.banks.join('\n')}
              onChange={(e) =>
                setForm({
                  ...form,
                  banks: e.target.value
                    .split('\n')
                    .map((s) => s.trim())
                    .filter(Boolean),
                })
              }
            />
          </label>
          <h4>{t('cashier.receiving')}</h4>
          {form.receiving_accounts.map((a, i) => (
            <div key={i} className="pair">
              {(['bank_name', 'bank_no', 'bank_owner', 'bank_address'] as const).map((k) => (
                <input
                  key={k}
                  aria-label={k}
                  placeholder={t(`cashier.acct.${k}`)}
                  value={a[k]}
                  onChange={(e) =>
                    setForm({ ...form, receiving_accounts: form.receiving_accounts.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)) })
                  }
                />
              ))}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setForm({ ...form, receiving_accounts: form.receiving_accounts.filter((_, j) => j !== i) })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() =>
              setForm({ ...form, receiving_accounts: [...form.receiving_accounts, { bank_name: '', bank_no: '', bank_owner: '', bank_address: '' }] })
            }
          >
            + {t('common.add')}
          </button>
        </Card>
      </div>
      <div className="form-actions sticky-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setForm(structuredClone(initial))}>
          {t('common.reset')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
