import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RedPacketRuleStatus, type ApiInput, type ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { QueryView } from '../../components/states';
import { Card, PageHead, Pill } from '../../components/ui';
import { Modal } from '../../components/overlay';
import { Table } from '../../components/table';

/** The rule editor's form: the save route's input (a listed rule, or a new one). */
type Rule = ApiInput<'redpacket.rulesSave'>;
type Windows = ApiReply<'redpacket.settings'>;
const EMPTY_RULE: Rule = { start_time: '', end_time: '', day_flow: '', flow_money: '', money: '', recharge: '', status: RedPacketRuleStatus.on };

/** Red packets: the daily draw and counting windows (Beijing time) and the rules table. */
export default function RedPacketPage() {
  const { t } = useTranslation();
  const settings = useAdminQuery('redpacket.settings');
  const rules = useAdminQuery('redpacket.rules');
  const [editing, setEditing] = useState<Rule | null>(null);
  const saveRule = useAdminAction('redpacket.rulesSave', { invalidates: ['redpacket.rules'], onDone: () => setEditing(null) });
  const deleteRule = useAdminAction('redpacket.rulesDelete', { invalidates: ['redpacket.rules'] });
  return (
    <>
      <PageHead title={t('nav.redpacket')} />
      <div className="grid-2">
        <Card title={t('redpacket.windows')}>
          <QueryView query={settings}>{(data) => <WindowsForm key={JSON.stringify(data)} initial={data} />}</QueryView>
        </Card>
        <Card
          title={t('redpacket.rules')}
          actions={
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(EMPTY_RULE)}>
              + {t('common.add')}
            </button>
          }
        >
          <Table
            rows={rules.data}
            loading={rules.isLoading}
            error={rules.error}
            rowKey={(r) => r.id ?? 0}
            onRow={(r) => setEditing(r)}
            columns={[
              { key: 'time', title: t('redpacket.activityTime'), render: (r) => `${when(r.start_time)} ~ ${when(r.end_time)}` },
              { key: 'range', title: t('redpacket.range'), render: (r) => `${money(r.day_flow)} ~ ${money(r.flow_money)}` },
              { key: 'money', title: t('redpacket.percent'), render: (r) => `${r.money}%` },
              { key: 'draws', title: t('redpacket.draws'), render: (r) => r.recharge },
              {
                key: 'status',
                title: t('queues.state'),
                render: (r) => (r.status ? <Pill tone="good">{t('common.on')}</Pill> : <Pill>{t('common.off')}</Pill>),
              },
              {
                key: 'del',
                title: '',
                render: (r) =>
                  r.id && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={(e) => {
                        e.stopPropagation();
                        if (confirm(t('common.confirmDelete'))) deleteRule.mutate({ id: r.id! });
                      }}
                    >
                      {t('common.delete')}
                    </button>
                  ),
              },
            ]}
          />
        </Card>
      </div>
      {editing && (
        <Modal title={editing.id ? t('common.edit') : t('common.add')} onClose={() => setEditing(null)}>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              saveRule.mutate(editing);
            }}
          >
            <div className="form-grid">
              {(['start_time', 'end_time', 'day_flow', 'flow_money', 'money', 'recharge'] as const).map((k) => (
                <label key={k} className="field">
                  <span>{t(`redpacket.fields.${k}`)}</span>
                  <input name={k} value={editing[k]} onChange={(e) => setEditing({ ...editing, [k]: e.target.value })} required />
                </label>
              ))}
            </div>
            <label className="switch-row">
              <input
                type="checkbox"
                checked={editing.status === RedPacketRuleStatus.on}
                onChange={(e) => setEditing({ ...editing, status: e.target.checked ? RedPacketRuleStatus.on : RedPacketRuleStatus.off })}
              />
              <span>{t('common.on')}</span>
            </label>
            <div className="form-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={saveRule.isPending}>
                {t('common.save')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}

function WindowsForm({ initial }: { initial: Windows }) {
  const { t } = useTranslation();
  const [windows, setWindows] = useState(initial);
  const save = useAdminAction('redpacket.settingsUpdate', { invalidates: ['redpacket.settings'] });
  const win = (k: keyof Windows, i: 0 | 1, v: string) =>
    setWindows({ ...windows, [k]: (i === 0 ? [v, windows[k][1]] : [windows[k][0], v]) as [string, string] });
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(windows);
      }}
    >
      <label className="field">
        <span>{t('redpacket.drawWindow')}</span>
        <span className="pair">
          <input type="time" value={windows.draw_window[0]} onChange={(e) => win('draw_window', 0, e.target.value)} /> –{' '}
          <input type="time" value={windows.draw_window[1]} onChange={(e) => win('draw_window', 1, e.target.value)} />
        </span>
      </label>
      <label className="field">
        <span>{t('redpacket.countWindow')}</span>
        <span className="pair">
          <input type="time" value={windows.count_window[0]} onChange={(e) => win('count_window', 0, e.target.value)} /> –{' '}
          <input type="time" value={windows.count_window[1]} onChange={(e) => win('count_window', 1, e.target.value)} />
        </span>
        <small className="muted">{t('redpacket.countHint')}</small>
      </label>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
