import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { QueryView } from '../../components/states';
import { Card, PageHead } from '../../components/ui';

/** A VIP level as /api/admin/vip/levels lists it: thresholds and the rebate rate per game category. */
type Level = { level: number; name?: string; rates?: Record<string, string | number> } & Record<string, unknown>;
const EDITABLE = ['recharge', 'flow', 'keep_flow'] as const;

/** VIP levels 1-10: recharge and turnover to reach a level, the 90-day retention turnover, rebate rates per category. */
export default function VipPage() {
  const { t } = useTranslation();
  const levels = useAdminQuery<Level[]>('/api/admin/vip/levels');
  const [edits, setEdits] = useState<Record<number, Record<string, string>>>({});
  const update = useAdminAction<Record<string, unknown>>('/api/admin/vip/levels/update', {
    invalidates: ['/api/admin/vip/levels'],
    onDone: (_d, input) => setEdits((e) => { const next = { ...e }; delete next[input.level as number]; return next; }),
  });
  const rateKeys = (rows: Level[]) => [...new Set(rows.flatMap((l) => Object.keys(l.rates ?? {})))];
  const valueOf = (l: Level, key: string, rate: boolean) => edits[l.level]?.[key] ?? String(rate ? (l.rates?.[key] ?? '') : (l[key] ?? ''));
  const set = (level: number, key: string, value: string) => setEdits((e) => ({ ...e, [level]: { ...e[level], [key]: value } }));
  const save = (l: Level, rates: string[]) => {
    const changed = edits[l.level] ?? {};
    const body: Record<string, unknown> = { level: l.level };
    for (const k of EDITABLE) if (k in changed) body[k] = changed[k];
    const newRates = Object.fromEntries(rates.filter((r) => r in changed).map((r) => [r, changed[r]]));
    if (Object.keys(newRates).length) body.rates = { ...(l.rates ?? {}), ...newRates };
    update.mutate(body);
  };
  return (
    <>
      <PageHead title={t('nav.vip')}>{t('vip.hint')}</PageHead>
      <QueryView query={levels}>
        {(rows) => {
          const rates = rateKeys(rows);
          return (
            <Card>
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th>{t('vip.level')}</th>
                      {EDITABLE.map((k) => <th key={k}>{t(`vip.${k}`)}</th>)}
                      {rates.map((r) => <th key={r}>{t('vip.rate', { category: r })}</th>)}
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((l) => (
                      <tr key={l.level}>
                        <td><strong>VIP{l.level}</strong> <span className="muted">{l.name}</span></td>
                        {EDITABLE.map((k) => <td key={k}><input className="input-sm" aria-label={`VIP${l.level} ${k}`} value={valueOf(l, k, false)} onChange={(e) => set(l.level, k, e.target.value)} /></td>)}
                        {rates.map((r) => <td key={r}><input className="input-xs" aria-label={`VIP${l.level} ${r}`} value={valueOf(l, r, true)} onChange={(e) => set(l.level, r, e.target.value)} /></td>)}
                        <td><button type="button" className="btn btn-primary btn-sm" disabled={!edits[l.level] || update.isPending} onClick={() => save(l, rates)}>{t('common.save')}</button></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          );
        }}
      </QueryView>
    </>
  );
}
