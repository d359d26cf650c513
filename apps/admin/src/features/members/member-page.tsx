import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../lib/labels';
import { Link, useParams } from 'react-router-dom';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import type { ApiReply } from '@portal/contracts';
import { QueryView } from '../../components/states';
import { Modal, ReasonDialog } from '../../components/overlay';
import { Card, PageHead, Pill, Stat, Tabs } from '../../components/ui';
import { StatePill } from '../../components/state-pill';
import { Table, type Column } from '../../components/table';
import { vipLabel } from '@portal/contracts';
import { MemberProtection } from '../../components/member-protection';
import { LinkedAccounts } from '../../components/linked-accounts';

type Tab = 'ledger' | 'deposits' | 'withdrawals' | 'transfers' | 'bets' | 'rebates' | 'redpackets' | 'messages' | 'logins' | 'cards';
const TABS: Tab[] = ['ledger', 'deposits', 'withdrawals', 'transfers', 'bets', 'rebates', 'redpackets', 'messages', 'logins', 'cards'];

/** One member: balances per wallet, the records, and the staff actions their role allows. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const role = useStaff()?.role ?? '';
  const detail = useAdminQuery('members.detail', { username });
  const [tab, setTab] = useState<Tab>('ledger');
  const [dialog, setDialog] = useState<'freeze' | 'password' | 'contact' | 'adjust' | null>(null);
  const refresh = ['members.search', 'members.detail'] as const;
  const close = () => setDialog(null);
  const freeze = useAdminAction('members.freeze', { invalidates: refresh, onDone: close });
  const unfreeze = useAdminAction('members.unfreeze', { invalidates: refresh });

  return (
    <>
      <PageHead
        title={
          <>
            <Link to="/members" className="muted back">
              {t('nav.members')}
            </Link>{' '}
            / {username}
          </>
        }
        actions={
          detail.data && (
            <>
              {can(role, 'members.freeze') &&
                (detail.data.member.frozen ? (
                  <button type="button" className="btn btn-ghost" disabled={unfreeze.isPending} onClick={() => unfreeze.mutate({ username })}>
                    {t('members.unfreeze')}
                  </button>
                ) : (
                  <button type="button" className="btn btn-danger" onClick={() => setDialog('freeze')}>
                    {t('members.freeze')}
                  </button>
                ))}
              {can(role, 'members.resetPassword') && (
                <button type="button" className="btn btn-ghost" onClick={() => setDialog('password')}>
                  {t('members.resetPassword')}
                </button>
              )}
              {can(role, 'members.setContact') && (
                <button type="button" className="btn btn-ghost" onClick={() => setDialog('contact')}>
                  {t('members.setContact')}
                </button>
              )}
              {can(role, 'adjust.create') && (
                <button type="button" className="btn btn-primary" onClick={() => setDialog('adjust')}>
                  {t('members.adjust')}
                </button>
              )}
            </>
          )
        }
      />
      <QueryView query={detail}>
        {(d) => (
          <>
            <div className="grid-2">
              <Card title={t('members.profile')}>
                <dl className="kv">
                  <dt>ID</dt>
                  <dd>{d.member.id}</dd>
                  <dt>{t('members.realname')}</dt>
                  <dd>{d.member.realname || '—'}</dd>
                  <dt>{t('members.mobile')}</dt>
                  <dd>{d.member.mobile ?? '—'}</dd>
                  <dt>{t('members.email')}</dt>
                  <dd>{d.member.email ?? '—'}</dd>
                  <dt>VIP</dt>
                  <dd>
                    <Pill tone="info">{vipLabel(d.member.vip)}</Pill>
                  </dd>
                  <dt>{t('members.agent')}</dt>
                  <dd>
                    {d.member.agent ?? '—'} {d.member.is_agent && <Pill tone="info">{t('members.isAgent')}</Pill>}
                  </dd>
                  <dt>{t('queues.state')}</dt>
                  <dd>
                    {d.member.frozen ? (
                      <>
                        <Pill tone="bad">{t('members.frozen')}</Pill>{' '}
                        <span className="muted">
                          {d.member.frozen_reason} {when(d.member.frozen_at)}
                        </span>
                      </>
                    ) : (
                      <Pill tone="good">{t('members.active')}</Pill>
                    )}
                  </dd>
                  <dt>{t('members.registered')}</dt>
                  <dd>
                    {when(d.member.created_at)} · {d.member.register_ip}
                  </dd>
                  <dt>{t('members.lastLogin')}</dt>
                  <dd>{when(d.member.last_login_at)}</dd>
                </dl>
              </Card>
              <Card title={t('members.balances')}>
                <div className="stats">
                  {d.wallets.map((w) => (
                    <Stat key={w.wallet} label={codeLabel(t, 'wallets', w.wallet)} value={money(w.balance)} />
                  ))}
                </div>
                <div className="stats">
                  <Stat label={t('members.paysum')} value={money(d.member.paysum)} />
                  <Stat label={t('members.totalgame')} value={money(d.member.totalgame)} />
                  <Stat
                    label={t('members.turnover')}
                    value={`${money(d.turnover.done)} / ${money(d.turnover.required)}`}
                    tone={d.turnover.met ? 'good' : 'warn'}
                  />
                </div>
              </Card>
            </div>
            <MemberProtection username={username} role={role} />
            <LinkedAccounts username={username} />
            <Card>
              <Tabs tabs={TABS.map((k) => ({ key: k, label: t(`members.tabs.${k}`) }))} active={tab} onChange={setTab} />
              <Records tab={tab} d={d} />
            </Card>
          </>
        )}
      </QueryView>
      {dialog === 'freeze' && (
        <ReasonDialog title={t('members.freeze')} busy={freeze.isPending} onClose={close} onSubmit={(reason) => freeze.mutate({ username, reason })} />
      )}
      {dialog === 'password' && <ResetPassword username={username} onClose={close} />}
      {dialog === 'contact' && <SetContact username={username} onClose={close} />}
      {dialog === 'adjust' && <Adjust username={username} onClose={close} />}
    </>
  );
}

function Records({ tab, d }: { tab: Tab; d: ApiReply<'members.detail'> }) {
  const { t } = useTranslation();
  const mono = (v: string) => <span className="mono">{money(v)}</span>;
  const signed = (v: string) => <span className={`mono ${v.startsWith('-') ? 'neg' : 'pos'}`}>{money(v)}</span>;
  const table = <T,>(rows: T[], columns: Column<T>[], key: (r: T, i: number) => string | number): ReactNode => {
    const indexed = rows.map((r, i) => ({ r, i }));
    return <Table columns={columns.map((c) => ({ ...c, render: (x: { r: T; i: number }) => c.render(x.r) }))} rows={indexed} rowKey={(x) => key(x.r, x.i)} />;
  };
  switch (tab) {
    case 'ledger':
      return table(
        d.ledger,
        [
          { key: 'at', title: t('common.time'), render: (l) => when(l.created_at) },
          { key: 'wallet', title: t('members.wallet'), render: (l) => codeLabel(t, 'wallets', l.wallet) },
          { key: 'kind', title: t('members.kind'), render: (l) => <span title={l.kind}>{codeLabel(t, 'kinds', l.kind)}</span> },
          { key: 'amount', title: t('queues.amount'), align: 'right', render: (l) => signed(l.amount) },
          { key: 'memo', title: t('members.memo'), render: (l) => l.memo },
        ],
        (l) => l.id,
      );
    case 'deposits':
      return table(
        d.deposits,
        [
          { key: 'no', title: t('queues.orderNo'), render: (o) => <span className="mono">{o.deposit_no}</span> },
          { key: 'type', title: t('queues.payType'), render: (o) => o.paytype },
          { key: 'amount', title: t('queues.amount'), align: 'right', render: (o) => mono(o.amount) },
          { key: 'state', title: t('queues.state'), render: (o) => <StatePill state={o.state} /> },
          { key: 'at', title: t('queues.createdAt'), render: (o) => when(o.created_at) },
        ],
        (o) => o.deposit_no,
      );
    case 'withdrawals':
      return table(
        d.withdrawals,
        [
          { key: 'no', title: t('queues.orderNo'), render: (o) => <span className="mono">{o.order_no}</span> },
          { key: 'amount', title: t('queues.amount'), align: 'right', render: (o) => mono(o.amount) },
          { key: 'card', title: t('queues.card'), render: (o) => `${o.card.bank} ${o.card.bank_no.slice(-4)}` },
          { key: 'state', title: t('queues.state'), render: (o) => <StatePill state={o.state} /> },
          { key: 'at', title: t('queues.createdAt'), render: (o) => when(o.created_at) },
        ],
        (o) => o.order_no,
      );
    case 'transfers':
      return table(
        d.transfers,
        [
          { key: 'no', title: t('queues.orderNo'), render: (o) => <span className="mono">{o.order_no}</span> },
          { key: 'plat', title: t('members.platform'), render: (o) => o.platname },
          { key: 'dir', title: t('members.direction'), render: (o) => t(`members.dir.${o.direction}`, { defaultValue: o.direction }) },
          { key: 'amount', title: t('queues.amount'), align: 'right', render: (o) => mono(o.amount) },
          { key: 'state', title: t('queues.state'), render: (o) => t(`transferStates.${o.state}`, { defaultValue: String(o.state) }) },
          { key: 'at', title: t('queues.createdAt'), render: (o) => when(o.created_at) },
        ],
        (o) => o.order_no,
      );
    case 'bets':
      return table(
        d.bets,
        [
          { key: 'at', title: t('common.time'), render: (b) => when(b.bet_time) },
          { key: 'plat', title: t('members.platform'), render: (b) => b.platname },
          { key: 'game', title: t('members.game'), render: (b) => b.game_name },
          { key: 'bet', title: t('members.stake'), align: 'right', render: (b) => mono(b.bet_amount) },
          { key: 'valid', title: t('members.validStake'), align: 'right', render: (b) => mono(b.valid_amount) },
          { key: 'wl', title: t('members.winLoss'), align: 'right', render: (b) => signed(b.win_loss) },
        ],
        (b) => `${b.platname}:${b.bet_id}`,
      );
    case 'rebates':
      return table(
        d.rebates,
        [
          { key: 'at', title: t('common.time'), render: (r) => when(r.created_at) },
          { key: 'plat', title: t('members.platform'), render: (r) => r.platname },
          { key: 'cat', title: t('members.category'), render: (r) => r.category },
          { key: 'valid', title: t('members.validStake'), align: 'right', render: (r) => mono(r.valid_amount) },
          { key: 'rate', title: t('members.rate'), align: 'right', render: (r) => `${r.rate}%` },
          { key: 'money', title: t('queues.amount'), align: 'right', render: (r) => mono(r.money) },
        ],
        (_r, i) => i,
      );
    case 'redpackets':
    case 'messages': {
      const rows = (tab === 'redpackets' ? d.red_packets : d.messages) ?? [];
      const keys = Object.keys(rows[0] ?? {}).slice(0, 6);
      return table(
        rows,
        keys.map((k) => ({ key: k, title: k, render: (r: Record<string, unknown>) => String(r[k] ?? '') })),
        (_r, i) => i,
      );
    }
    case 'logins':
      return table(
        d.logins,
        [
          { key: 'at', title: t('common.time'), render: (l) => when(l.created_at) },
          { key: 'ip', title: 'IP', render: (l) => <span className="mono">{l.ip}</span> },
          {
            key: 'ok',
            title: t('members.result'),
            render: (l) => (l.ok ? <Pill tone="good">{t('common.ok')}</Pill> : <Pill tone="bad">{t('common.failed')}</Pill>),
          },
          { key: 'ua', title: 'User-Agent', render: (l) => <span className="clip muted">{l.user_agent}</span> },
        ],
        (_l, i) => i,
      );
    case 'cards':
      return table(
        d.cards,
        [
          { key: 'bank', title: t('queues.card'), render: (c) => c.bank },
          { key: 'no', title: t('members.cardNo'), render: (c) => <span className="mono">{c.bank_no}</span> },
          { key: 'owner', title: t('members.realname'), render: (c) => c.bank_owner },
          { key: 'at', title: t('queues.createdAt'), render: (c) => when(c.created_at) },
        ],
        (c) => c.id,
      );
  }
}

function ResetPassword({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const reset = useAdminAction('members.resetPassword', { onDone: onClose });
  return (
    <Modal title={t('members.resetPassword')} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          reset.mutate({ username, password });
        }}
      >
        <label className="field">
          <span>{t('members.newPassword')}</span>
          <input
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            minLength={6}
            maxLength={16}
            pattern="[A-Za-z0-9]{6,16}"
            required
            autoComplete="new-password"
          />
          <small className="muted">{t('members.passwordRule')}</small>
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The member's phone and / or email set by staff (a field left empty is kept). The server refuses one
 * another member has, and one a member in a time-out or self-exclusion has, naming that member.
 */
function SetContact({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ mobile: '', email: '' });
  const save = useAdminAction('members.setContact', { invalidates: ['members.search', 'members.detail', 'responsible.admin.linked'], onDone: onClose });
  return (
    <Modal title={t('members.setContact')} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ username, mobile: form.mobile.trim(), email: form.email.trim() });
        }}
      >
        <label className="field">
          <span>{t('members.mobile')}</span>
          <input name="mobile" value={form.mobile} onChange={(e) => setForm({ ...form, mobile: e.target.value })} maxLength={11} inputMode="numeric" />
        </label>
        <label className="field">
          <span>{t('members.email')}</span>
          <input name="email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} maxLength={100} />
          <small className="muted">{t('members.contactRule')}</small>
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || (form.mobile.trim() === '' && form.email.trim() === '')}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A manual balance adjustment: signed amount, a reason (required), one Idempotency-Key per attempt
 * (useAdminAction). A credit adds to the member's withdrawal turnover unless it is marked as a
 * correction, which needs its own reason. Above the server's threshold the API records a request a
 * second staff member approves (its message says so).
 */
function Adjust({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ direction: '+', amount: '', memo: '', correction: false, correction_reason: '' });
  const adjust = useAdminAction('adjust.create', { invalidates: ['members.search', 'members.detail', 'adjust.pending', 'queues.counts'], onDone: onClose });
  const valid =
    /^\d{1,10}(\.\d{1,2})?$/.test(form.amount) &&
    !/^[0.]+$/.test(form.amount) &&
    form.memo.trim().length > 0 &&
    (!form.correction || form.correction_reason.trim().length > 0);
  const submit = () =>
    adjust.mutate({
      username,
      amount: `${form.direction === '-' ? '-' : ''}${form.amount}`,
      memo: form.memo.trim(),
      correction: form.correction,
      correction_reason: form.correction ? form.correction_reason.trim() : '',
    });
  return (
    <Modal title={t('members.adjust')} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) submit();
        }}
      >
        <div className="segmented">
          <button type="button" className={form.direction === '+' ? 'seg active' : 'seg'} onClick={() => setForm({ ...form, direction: '+' })}>
            {t('members.credit')}
          </button>
          <button type="button" className={form.direction === '-' ? 'seg active' : 'seg'} onClick={() => setForm({ ...form, direction: '-' })}>
            {t('members.debit')}
          </button>
        </div>
        <label className="field">
          <span>{t('queues.amount')}</span>
          <input name="amount" inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value.trim() })} required />
        </label>
        <label className="field">
          <span>{t('common.reason')}</span>
          <textarea name="memo" rows={2} maxLength={200} value={form.memo} onChange={(e) => setForm({ ...form, memo: e.target.value })} required />
        </label>
        <label className="switch-row">
          <input type="checkbox" name="correction" checked={form.correction} onChange={(e) => setForm({ ...form, correction: e.target.checked })} />
          <span>{t('adjustments.correctionHint')}</span>
        </label>
        {form.correction && (
          <label className="field">
            <span>{t('adjustments.correctionReason')}</span>
            <textarea
              name="correction_reason"
              rows={2}
              maxLength={200}
              value={form.correction_reason}
              onChange={(e) => setForm({ ...form, correction_reason: e.target.value })}
              required
            />
          </label>
        )}
        {!form.correction && form.direction === '+' && <small className="muted">{t('adjustments.turnoverNote')}</small>}
        <small className="muted">{t('adjustments.fourEyesHint')}</small>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || adjust.isPending}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
