import { useState } from 'react';
import type { ApiReply } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SPORTS_READS } from './labels';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { money } from '../../lib/format';
import { Card } from '../../components/ui';
import { QueryView } from '../../components/states';
import { Refusal } from './confirm';

type Form = { margin: string; cashout_margin: string; min_stake: string; max_stake: string; default_cap: string };

/** The book's margins, stake limits and a new market's default cap (the trading desk changes them); and what the environment fixes. */
export function SettingsTab() {
  const { t } = useTranslation();
  const editable = can(useStaff()?.role ?? '', 'sports.settingsSave');
  const settings = useAdminQuery('sports.settings');
  return (
    <Card title={t('sports.tabs.settings')}>
      <QueryView query={settings}>{(s) => <SettingsForm key={JSON.stringify(s)} settings={s} editable={editable} />}</QueryView>
    </Card>
  );
}

function SettingsForm({ settings: s, editable }: { settings: ApiReply<'sports.settings'>; editable: boolean }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>({
    margin: s.margin,
    cashout_margin: s.cashout_margin,
    min_stake: s.min_stake,
    max_stake: s.max_stake,
    default_cap: s.default_cap ?? '',
  });
  const save = useAdminAction('sports.settingsSave', { invalidates: SPORTS_READS });
  const field = (key: keyof Form, label: string, hint?: string) => (
    <label className="field">
      <span>{label}</span>
      <input name={key} inputMode="decimal" readOnly={!editable} value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
  return (
    <form
      className="form form-wide"
      aria-label={t('sports.tabs.settings')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...form, default_cap: form.default_cap.trim() === '' ? null : form.default_cap.trim() });
      }}
    >
      {!editable && <p className="muted">{t('sports.readOnly')}</p>}
      <div className="form-grid">
        {field('margin', t('sports.margin'), t('sports.rateHint'))}
        {field('cashout_margin', t('sports.cashoutMargin'), t('sports.rateHint'))}
        {field('min_stake', t('sports.minStake'))}
        {field('max_stake', t('sports.maxStake'))}
        {field('default_cap', t('sports.defaultCap'), t('sports.capHint'))}
      </div>
      <dl className="kv">
        <dt>{t('sports.maxPayout')}</dt>
        <dd className="mono">{money(s.max_payout)}</dd>
        <dt>{t('sports.postponeHours')}</dt>
        <dd className="mono">{s.postpone_hours}</dd>
        <dt>{t('sports.feed')}</dt>
        <dd>{t(`sports.feeds.${s.feed}`)}</dd>
        <dt>{t('sports.staleSeconds')}</dt>
        <dd className="mono">{s.stale_seconds}</dd>
      </dl>
      <Refusal error={save.error} />
      {editable && (
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
