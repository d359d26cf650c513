import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainTransferState, USDT_PROTOCOLS, type ApiReply, type ChainStatus, type UsdtProtocol } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { money, when } from '../../lib/format';
import { Filters } from '../../components/filters';
import { Modal, ReasonDialog } from '../../components/overlay';
import { Pager, Table, type Column } from '../../components/table';
import { Card, PageHead, Pill } from '../../components/ui';

type Transfer = ApiReply<'chain.transfers'>['data'][number];
type Query = { chain: string; state: string; username: string; tx_hash: string };
const STATES = Object.values(ChainTransferState);
const TONE: Record<ChainTransferState, 'neutral' | 'good' | 'bad' | 'warn' | 'info'> = {
  pending: 'info',
  credited: 'good',
  orphaned: 'bad',
  ignored: 'neutral',
  held: 'warn',
};
const REFRESH = ['chain.status', 'chain.transfers'] as const;

/**
 * 链上 / Chain: each USDT chain's watcher (cursor, head, lag, last error, transfers by
 * state), every observed transfer to members' deposit addresses, a rescan from a block, and the
 * held transfers' decisions (approve credits the member, reject records the reason; the API checks
 * the role and writes the audit row).
 */
export default function ChainPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const status = useAdminQuery('chain.status', undefined, { refetchInterval: 30_000 });
  const held = useAdminQuery('chain.transfers', { state: ChainTransferState.held, chain: '', username: '', tx_hash: '', page: 1 });
  return (
    <>
      <PageHead title={t('nav.chain')}>{t('chain.hint')}</PageHead>
      <div className="grid-2" data-testid="chain-status">
        {(status.data ?? []).map((s) => (
          <ChainCard key={s.chain} status={s} />
        ))}
      </div>
      {status.error && !status.data && <p className="error">{status.error.message}</p>}
      {can(role, 'chain.rescan') && <RescanForm />}
      <HeldTransfers rows={held.data?.data} />
      <TransfersTable />
    </>
  );
}

function ChainCard({ status: s }: { status: ChainStatus }) {
  const { t } = useTranslation();
  return (
    <Card title={s.chain} actions={s.watched ? <Pill tone="good">{t('chain.watched')}</Pill> : <Pill tone="neutral">{t('chain.notWatched')}</Pill>}>
      <div data-testid={`chain-card-${s.chain}`}>
        <dl className="kv">
          <dt>{t('chain.addresses')}</dt>
          <dd>{s.addresses ? t('chain.addressesOn') : t('chain.addressesOff')}</dd>
          <dt>{t('chain.cursor')}</dt>
          <dd className="mono">{s.cursor_block ?? '—'}</dd>
          <dt>{t('chain.head')}</dt>
          <dd className="mono">{s.head_block ?? '—'}</dd>
          <dt>{t('chain.lag')}</dt>
          <dd className="mono">{s.lag ?? '—'}</dd>
          <dt>{t('chain.confirmations')}</dt>
          <dd className="mono">{s.confirmations ?? '—'}</dd>
          <dt>{t('chain.lastError')}</dt>
          <dd className={s.last_error ? 'error' : 'muted'}>{s.last_error ? `${s.last_error} · ${when(s.error_at)}` : t('chain.noError')}</dd>
          <dt>{t('chain.updatedAt')}</dt>
          <dd>{s.updated_at ? when(s.updated_at) : '—'}</dd>
        </dl>
        <div className="stats">
          {STATES.map((state) => (
            <div key={state} className="stat">
              <span className="stat-label">{t(`chain.states.${state}`)}</span>
              <span className="stat-value mono" data-testid={`count-${s.chain}-${state}`}>
                {s.counts[state] ?? 0}
              </span>
            </div>
          ))}
        </div>
      </div>
    </Card>
  );
}

/** Read a chain again from a block: asks first (the watcher goes back; transfers are recorded and credited once). */
function RescanForm() {
  const { t } = useTranslation();
  const [chain, setChain] = useState<UsdtProtocol>(USDT_PROTOCOLS[0]);
  const [from, setFrom] = useState('');
  const [asking, setAsking] = useState(false);
  const rescan = useAdminAction('chain.rescan', { invalidates: REFRESH, onDone: () => setAsking(false) });
  const valid = /^\d{1,15}$/.test(from.trim());
  return (
    <Card title={t('chain.rescan')}>
      <form
        className="filters"
        data-testid="rescan-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setAsking(true);
        }}
      >
        <label className="field">
          <span>{t('chain.chain')}</span>
          <select name="rescan-chain" value={chain} onChange={(e) => setChain(e.target.value as UsdtProtocol)}>
            {USDT_PROTOCOLS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('chain.fromBlock')}</span>
          <input name="from_block" inputMode="numeric" value={from} onChange={(e) => setFrom(e.target.value)} maxLength={15} />
        </label>
        <div className="filters-actions">
          <button type="submit" className="btn btn-primary btn-sm" disabled={!valid}>
            {t('chain.rescan')}
          </button>
        </div>
      </form>
      <p className="muted small">{t('chain.rescanHint')}</p>
      {asking && (
        <Confirm
          text={t('chain.rescanConfirm', { chain, block: from.trim() })}
          busy={rescan.isPending}
          testId="confirm-rescan"
          onCancel={() => setAsking(false)}
          onConfirm={() => rescan.mutate({ chain, from_block: Number(from.trim()) })}
        />
      )}
    </Card>
  );
}

/** The held transfers: approve (names the member and the amount first) or reject with a reason. */
function HeldTransfers({ rows }: { rows: Transfer[] | undefined }) {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [approving, setApproving] = useState<Transfer | null>(null);
  const [rejecting, setRejecting] = useState<Transfer | null>(null);
  const approve = useAdminAction('chain.approve', { invalidates: REFRESH, onDone: () => setApproving(null) });
  const reject = useAdminAction('chain.reject', { invalidates: REFRESH, onDone: () => setRejecting(null) });
  if (!rows || rows.length === 0) return null;
  const decides = can(role, 'chain.approve');
  const columns: Column<Transfer>[] = [
    ...transferColumns(t),
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (r) =>
        decides && (
          <span className="row-actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setApproving(r)}>
              {t('queues.approve')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRejecting(r)}>
              {t('queues.reject')}
            </button>
          </span>
        ),
    },
  ];
  return (
    <Card title={t('chain.held')}>
      <Table columns={columns} rows={rows} rowKey={(r) => r.id} testId="chain-held" />
      {approving && (
        <Confirm
          text={t('chain.approveConfirm', { member: approving.username ?? '—', amount: money(approving.usdt_amount), chain: approving.chain })}
          busy={approve.isPending}
          testId="confirm-approve"
          onCancel={() => setApproving(null)}
          onConfirm={() => approve.mutate({ id: approving.id })}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('chain.rejectTitle', { member: rejecting.username ?? '—' })}
          busy={reject.isPending}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => reject.mutate({ id: rejecting.id, reason })}
        />
      )}
    </Card>
  );
}

function transferColumns(t: (k: string) => string): Column<Transfer>[] {
  return [
    { key: 'chain', title: t('chain.chain'), render: (r) => r.chain },
    { key: 'user', title: t('members.username'), render: (r) => r.username ?? '—' },
    { key: 'amount', title: 'USDT', align: 'right', render: (r) => <span className="mono">{r.usdt_amount === null ? '—' : money(r.usdt_amount)}</span> },
    {
      key: 'tx',
      title: t('chain.tx'),
      render: (r) => (
        <span className="mono small" title={r.tx_hash}>
          {r.tx_hash.slice(0, 10)}…{r.tx_hash.slice(-6)}#{r.log_index}
        </span>
      ),
    },
    { key: 'block', title: t('chain.block'), render: (r) => <span className="mono">{r.block_number}</span> },
    { key: 'conf', title: t('chain.confirmations'), align: 'right', render: (r) => r.confirmations ?? '—' },
    {
      key: 'state',
      title: t('queues.state'),
      render: (r) => (
        <>
          <Pill tone={TONE[r.state]}>{t(`chain.states.${r.state}`)}</Pill> {r.reason && <span className="muted small">{r.reason}</span>}
        </>
      ),
    },
    { key: 'deposit', title: t('queues.orderNo'), render: (r) => <span className="mono">{r.deposit_no ?? '—'}</span> },
    { key: 'created', title: t('queues.createdAt'), render: (r) => when(r.created_at) },
  ];
}

/** Every observed transfer, newest first: filters by chain, state, member and tx hash, 20 a page. */
function TransfersTable() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<Query>({ chain: '', state: '', username: '', tx_hash: '' });
  const [page, setPage] = useState(1);
  const list = useAdminQuery('chain.transfers', {
    ...(query as Omit<Query, 'chain' | 'state'>),
    chain: query.chain as UsdtProtocol | '',
    state: query.state as ChainTransferState | '',
    page,
  });
  return (
    <Card title={t('chain.transfers')}>
      <Filters
        initial={query}
        onApply={(f) => {
          setPage(1);
          setQuery(f);
        }}
      >
        {(f, set) => (
          <>
            <label className="field">
              <span>{t('chain.chain')}</span>
              <select name="chain" value={f.chain} onChange={(e) => set('chain', e.target.value)}>
                <option value="">{t('chain.all')}</option>
                {USDT_PROTOCOLS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('queues.state')}</span>
              <select name="state" value={f.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">{t('chain.all')}</option>
                {STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`chain.states.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('members.username')}</span>
              <input name="username" value={f.username} onChange={(e) => set('username', e.target.value)} maxLength={32} />
            </label>
            <label className="field">
              <span>{t('chain.tx')}</span>
              <input name="tx_hash" value={f.tx_hash} onChange={(e) => set('tx_hash', e.target.value)} maxLength={100} />
            </label>
          </>
        )}
      </Filters>
      <Table
        columns={transferColumns(t)}
        rows={list.data?.data}
        loading={list.isPending}
        error={list.error}
        retry={() => void list.refetch()}
        rowKey={(r) => r.id}
        testId="chain-transfers"
      />
      <Pager page={list.data} onPage={setPage} />
    </Card>
  );
}

/** Asks before an action: the text says what happens; only the confirm button sends. */
function Confirm({ text, busy, testId, onCancel, onConfirm }: { text: string; busy: boolean; testId: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('confirm.title')} onClose={onCancel}>
      <div className="form" data-testid={testId}>
        <p>{text}</p>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm} autoFocus>
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
