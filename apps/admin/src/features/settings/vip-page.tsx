import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { QueryView } from '../../components/states';
import { Card, PageHead } from '../../components/ui';
import { VIP_REBATE_CATEGORIES, VIP_THRESHOLDS, vipLabel, type ApiReply } from '@portal/contracts';

/** A VIP level as vip.levels lists it: thresholds and the rebate rate (%) per game category, all flat. */
type Level = ApiReply<'vip.levels'>[number];
const EDITABLE = VIP_THRESHOLDS;
const RATES = VIP_REBATE_CATEGORIES;
type Field = (typeof EDITABLE)[number] | (typeof RATES)[number];

/** VIP levels 1-10: recharge and turnover to reach a level, the 90-day retention turnover, rebate rates per category. */
export default function VipPage() {
  const { t } = useTranslation();
  const levels = useAdminQuery('vip.levels');
  const [edits, setEdits] = useState<Record<number, Partial<Record<Field, string>>>>({});
  const update = useAdminAction('vip.levelsUpdate', {
    invalidates: ['vip.levels'],
    onDone: (_d, input) =>
      setEdits((e) => {
        const next = { ...e };
        delete next[Number(input.level)];
        return next;
      }),
  });
  const valueOf = (l: Level, key: Field) => edits[l.level]?.[key] ?? l[key];
  const set = (level: number, key: Field, value: string) => setEdits((e) => ({ ...e, [level]: { ...e[level], [key]: value } }));
  /** Sends only the changed fields (the API changes those and audits each old and new value). */
  const save = (l: Level) => update.mutate({ level: l.level, ...edits[l.level] });
  return (
    <>
      <PageHead title={t('nav.vip')}>{t('vip.hint')}</PageHead>
      <QueryView query={levels}>
        {(rows) => {
          const rates = RATES.filter((r) => rows.some((l) => r in l));
          return (
            <Card>
              <div className="table-wrap">
                <table className="table vip-table">
                  <thead>
                    <tr>
                      <th>{t('vip.level')}</th>
                      {EDITABLE.map((k) => (
                        <th key={k}>{t(`vip.${k}`)}</th>
                      ))}
                      {rates.map((r) => (
                        <th key={r}>{t('vip.rate', { category: t(`vip.categories.${r}`) })}</th>
                      ))}
                      <th className="sticky-end" />
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((l) => (
                      <tr key={l.level}>
                        <td>
                          <strong>{vipLabel(l.level)}</strong> <span className="muted">{l.name}</span>
                        </td>
                        {EDITABLE.map((k) => (
                          <td key={k}>
                            <input
                              className="input-sm"
                              aria-label={`${vipLabel(l.level)} ${k}`}
                              value={valueOf(l, k)}
                              onChange={(e) => set(l.level, k, e.target.value)}
                            />
                          </td>
                        ))}
                        {rates.map((r) => (
                          <td key={r}>
                            <input
                              className="input-xs"
                              aria-label={`${vipLabel(l.level)} ${r}`}
                              value={valueOf(l, r)}
                              onChange={(e) => set(l.level, r, e.target.value)}
                            />
                          </td>
                        ))}
                        <td className="sticky-end">
                          <button type="button" className="btn btn-primary btn-sm" disabled={!edits[l.level] || update.isPending} onClick={() => save(l)}>
                            {t('common.save')}
                          </button>
                        </td>
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
