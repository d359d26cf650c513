import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiInput, ApiReply, RouteName } from '@portal/contracts';
import { useAdminAction } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Pager, Table, type Column } from '../../components/table';
import { Drawer, ReasonDialog } from '../../components/overlay';
import { QueryView } from '../../components/states';
import { PageHead } from '../../components/ui';
import { useToast } from '../../components/toast';
import { ConfirmMoney, type MoneyConfirmation } from '../../components/confirm-money';
import { downloadCsv, exportPages, toCsv } from '../../lib/csv';
import { sumMoney } from '@portal/contracts';
import { OrderFilters, type OrderFilterValues, emptyOrderFilters } from './order-filters';

// One review queue (deposits, withdrawals, promotion applications, agent applications): a list with
// its filters and pages, a drawer with the item and the member, approve / reject with a reason, and
// bulk decisions where the queue has them. Each queue page is its configuration (QueueConfig).

/** A read as the queue shows it (a useAdminQuery result, or a row already at hand). */
export interface Loaded<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}
/** A page of rows, as the list routes answer. */
export interface RowsPage<Row> {
  data: Row[];
  total: number;
  current_page: number;
  last_page: number;
}

/** The drawer's subject is the row itself (queues whose list row says all there is to decide). */
export const theRow = <Row,>(row: Row): Loaded<Row> => ({ data: row, isLoading: false, error: null, refetch: () => undefined });

export interface QueueConfig<Row, S, A extends RouteName, R extends RouteName, B extends RouteName> {
  /** i18n keys of the page head: its title and, optionally, the line under it. */
  title: string;
  hint?: string;
  testId?: string;
  /**
   * The filters: 'orders', the order filter bar (state, member, number, dates, amounts); 'states',
   * the state tabs (pending, approved, rejected, all). Both start at `initialState`.
   */
  filters: 'orders' | 'states';
  initialState: string;
  /** The list read (a useAdminQuery of the queue's list route) for the filters and the page. */
  useList: (filters: OrderFilterValues, page: number) => Loaded<RowsPage<Row>>;
  columns: (t: TFunction) => Column<Row>[];
  rowKey: (row: Row) => string | number;
  /**
   * The queue as CSV, with the filters on screen: built here from the list route's pages (`read`,
   * the list read by page outside React), so the export needs only the permission to list.
   */
  csv: {
    name: string;
    read: (filters: OrderFilterValues, page: number) => Promise<RowsPage<Row>>;
    header: string[];
    cells: (row: Row) => Array<string | number | null | undefined>;
  };
  /** The route whose permission offers the decisions (the API checks each one itself). */
  decides: RouteName;
  /** The reads a decision refreshes (the list, the navigation's counts). */
  invalidates: readonly RouteName[];
  /** Bulk decisions on the pending rows picked in the list. */
  bulk?: {
    route: B;
    /** The picked row's key sent in bulk, and whether it may be picked. */
    pick: (row: Row) => string | null;
    approve?: (keys: string[]) => ApiInput<B>;
    reject: (keys: string[], reason: string) => ApiInput<B>;
    /** The lines of the reply that were refused, each shown as "key: message". */
    refused: (reply: ApiReply<B>) => { key: string; message: string }[];
    /** A picked row's amount, totalled by the bulk approval's confirmation step. */
    amount: (row: Row) => string;
  };
  drawer: {
    title: (row: Row, t: TFunction) => string;
    /** What the drawer shows and decides on: the row (theRow) or its detail read when opened. */
    useSubject: (row: Row) => Loaded<S>;
    body: (subject: S, row: Row, t: TFunction) => ReactNode;
    /** Whether the subject still waits for a decision (the buttons are offered only then). */
    open: (subject: S) => boolean;
    /** Reads refreshed after a decision in the drawer besides `invalidates` (the detail itself). */
    refresh?: readonly RouteName[];
    approve: {
      route: A;
      input: (row: Row) => ApiInput<A>;
      /** The button's text (i18n keys otherwise 'queues.approve'). */
      label?: (subject: S, t: TFunction) => string;
      /** The signed-in staff member may not approve (shown with `blockedNote`). */
      blocked?: (subject: S, me: string | undefined) => boolean;
      blockedNote?: string;
      /** The drawer stays open after an approval (a first of two approvals). */
      staysOpen?: boolean;
      /**
       * A money approval: the member and the amount the confirmation step names before it is sent
       * (money moves at once); null when this step moves no money (a first of two approvals).
       */
      confirm?: (subject: S, row: Row) => MoneyConfirmation | null;
    };
    reject: { route: R; input: (row: Row, reason: string) => ApiInput<R> };
  };
}

/** A queue's configuration, its types inferred (the pages call it). */
export function defineQueue<Row, S, A extends RouteName, R extends RouteName, B extends RouteName = never>(config: QueueConfig<Row, S, A, R, B>) {
  return config;
}

const STATE_TABS = [
  ['1', 'states.1'],
  ['2', 'states.2'],
  ['3', 'states.3'],
  ['', 'common.all'],
] as const;

export function ReviewQueue<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>({ config }: { config: QueueConfig<Row, S, A, R, B> }) {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [filters, setFilters] = useState<OrderFilterValues>({ ...emptyOrderFilters, state: config.initialState });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Row | null>(null);
  const list = config.useList(filters, page);
  const mayDecide = can(role, config.decides);
  const rows = list.data?.data;
  return (
    <>
      {config.bulk && mayDecide ? (
        <BulkQueue config={config} bulk={config.bulk} rows={rows} list={list} onFilters={setFilters} filters={filters} onPage={setPage} onOpen={setOpen} />
      ) : (
        <>
          <PageHead title={t(config.title)} actions={<QueueExport config={config} filters={filters} />}>
            {config.hint && t(config.hint)}
          </PageHead>
          <QueueFilters
            config={config}
            filters={filters}
            onApply={(f) => {
              setFilters(f);
              setPage(1);
            }}
          />
          <QueueTable config={config} columns={config.columns(t)} list={list} onPage={setPage} onOpen={setOpen} />
        </>
      )}
      {open && <QueueDrawer config={config} row={open} mayDecide={mayDecide} onClose={() => setOpen(null)} />}
    </>
  );
}

function QueueFilters<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>({
  config,
  filters,
  onApply,
}: {
  config: QueueConfig<Row, S, A, R, B>;
  filters: OrderFilterValues;
  onApply: (f: OrderFilterValues) => void;
}) {
  const { t } = useTranslation();
  if (config.filters === 'orders') return <OrderFilters initial={filters} onApply={onApply} />;
  return (
    <div className="segmented" role="radiogroup">
      {STATE_TABS.map(([v, label]) => (
        <button
          key={v || 'all'}
          type="button"
          role="radio"
          aria-checked={filters.state === v}
          className={filters.state === v ? 'seg active' : 'seg'}
          onClick={() => onApply({ ...filters, state: v })}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}

/** The queue's rows under the filters on screen, every page, as a CSV download (formula cells escaped: lib/csv). */
function QueueExport<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>({
  config,
  filters,
}: {
  config: QueueConfig<Row, S, A, R, B>;
  filters: OrderFilterValues;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { rows, truncated } = await exportPages((page) => config.csv.read(filters, page));
      downloadCsv(`${config.csv.name}.csv`, toCsv(config.csv.header, rows.map(config.csv.cells)));
      if (truncated) toast.error(t('export.truncated', { count: rows.length }));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void run()} data-testid="queue-export">
      {t('export.csv')}
    </button>
  );
}

function QueueTable<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>({
  config,
  columns,
  list,
  onPage,
  onOpen,
}: {
  config: QueueConfig<Row, S, A, R, B>;
  columns: Column<Row>[];
  list: Loaded<RowsPage<Row>>;
  onPage: (page: number) => void;
  onOpen: (row: Row) => void;
}) {
  return (
    <div className="card">
      <Table
        testId={config.testId}
        columns={columns}
        rows={list.data?.data}
        loading={list.isLoading}
        error={list.error}
        retry={() => void list.refetch()}
        rowKey={config.rowKey}
        onRow={onOpen}
      />
      <Pager page={list.data} onPage={onPage} />
    </div>
  );
}

/** The queue for a staff member who may decide, where the queue has bulk decisions: a pick column and the bulk buttons. */
function BulkQueue<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>({
  config,
  bulk,
  rows,
  list,
  filters,
  onFilters,
  onPage,
  onOpen,
}: {
  config: QueueConfig<Row, S, A, R, B>;
  bulk: NonNullable<QueueConfig<Row, S, A, R, B>['bulk']>;
  rows: Row[] | undefined;
  list: Loaded<RowsPage<Row>>;
  filters: OrderFilterValues;
  onFilters: (f: OrderFilterValues) => void;
  onPage: (page: number) => void;
  onOpen: (row: Row) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const action = useAdminAction(bulk.route, {
    invalidates: config.invalidates,
    onDone: (reply) => {
      const refused = bulk.refused(reply);
      if (refused.length) toast.error(refused.map((l) => `${l.key}: ${l.message}`).join('；'));
      setSelected([]);
      setRejecting(false);
      setConfirming(false);
    },
  });
  const pickedRows = (rows ?? []).filter((r) => {
    const key = bulk.pick(r);
    return key !== null && selected.includes(key);
  });
  const pickable = (rows ?? []).flatMap((r) => bulk.pick(r) ?? []);
  const toggle = (key: string) => setSelected((s) => (s.includes(key) ? s.filter((x) => x !== key) : [...s, key]));
  const pickColumn: Column<Row> = {
    key: 'pick',
    title: (
      <input
        type="checkbox"
        aria-label={t('common.selectAll')}
        checked={pickable.length > 0 && pickable.every((k) => selected.includes(k))}
        onChange={(e) => setSelected(e.target.checked ? pickable : [])}
      />
    ),
    render: (row) => {
      const key = bulk.pick(row);
      return key === null ? null : (
        <input type="checkbox" aria-label={key} checked={selected.includes(key)} onClick={(e) => e.stopPropagation()} onChange={() => toggle(key)} />
      );
    },
  };
  const approve = bulk.approve;
  return (
    <>
      <PageHead
        title={t(config.title)}
        actions={
          selected.length === 0 ? (
            <QueueExport config={config} filters={filters} />
          ) : (
            <>
              <span className="muted">{t('queues.selected', { count: selected.length })}</span>
              {approve && (
                <button type="button" className="btn btn-primary btn-sm" disabled={action.isPending} onClick={() => setConfirming(true)}>
                  {t('queues.bulkApprove')}
                </button>
              )}
              <button type="button" className="btn btn-danger btn-sm" onClick={() => setRejecting(true)}>
                {t('queues.bulkReject')}
              </button>
            </>
          )
        }
      >
        {config.hint && t(config.hint)}
      </PageHead>
      <QueueFilters
        config={config}
        filters={filters}
        onApply={(f) => {
          onFilters(f);
          onPage(1);
          setSelected([]);
        }}
      />
      <QueueTable config={config} columns={[pickColumn, ...config.columns(t)]} list={list} onPage={onPage} onOpen={onOpen} />
      {confirming && approve && (
        <ConfirmMoney
          what={{ member: '', count: selected.length, amount: sumMoney(pickedRows.map(bulk.amount)) }}
          busy={action.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => action.mutate(approve(selected))}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('queues.bulkReject')}
          busy={action.isPending}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => action.mutate(bulk.reject(selected, reason))}
        />
      )}
    </>
  );
}

function QueueDrawer<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>({
  config,
  row,
  mayDecide,
  onClose,
}: {
  config: QueueConfig<Row, S, A, R, B>;
  row: Row;
  mayDecide: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useStaff()?.name;
  const { drawer } = config;
  const subject = drawer.useSubject(row);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invalidates = [...config.invalidates, ...(drawer.refresh ?? [])];
  const approve = useAdminAction(drawer.approve.route, {
    invalidates,
    onDone: () => {
      setConfirming(false);
      if (!drawer.approve.staysOpen) onClose();
    },
  });
  const reject = useAdminAction(drawer.reject.route, { invalidates, onDone: onClose });
  const s = subject.data;
  const blocked = s !== undefined && !!drawer.approve.blocked?.(s, me);
  return (
    <Drawer
      title={drawer.title(row, t)}
      onClose={onClose}
      footer={
        mayDecide && s !== undefined && drawer.open(s) ? (
          <>
            {blocked && drawer.approve.blockedNote && <span className="muted small">{t(drawer.approve.blockedNote)}</span>}
            <button type="button" className="btn btn-danger" onClick={() => setRejecting(true)}>
              {t('queues.reject')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={approve.isPending || blocked}
              onClick={() => (s !== undefined && drawer.approve.confirm?.(s, row) ? setConfirming(true) : approve.mutate(drawer.approve.input(row)))}
            >
              {drawer.approve.label ? drawer.approve.label(s, t) : t('queues.approve')}
            </button>
          </>
        ) : undefined
      }
    >
      <QueryView query={subject}>{(data) => drawer.body(data, row, t)}</QueryView>
      {confirming && s !== undefined && drawer.approve.confirm?.(s, row) && (
        <ConfirmMoney
          what={drawer.approve.confirm(s, row)!}
          busy={approve.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => approve.mutate(drawer.approve.input(row))}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('queues.reject')}
          busy={reject.isPending}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => reject.mutate(drawer.reject.input(row, reason))}
        />
      )}
    </Drawer>
  );
}
