import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_CHARS, FeedbackState, type ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { when } from '../../lib/format';
import { Filters } from '../../components/filters';
import { Drawer } from '../../components/overlay';
import { Pager, Table, type Column } from '../../components/table';
import { PageHead, Pill } from '../../components/ui';

type Row = ApiReply<'feedback.list'>['data'][number];
type Query = { state: string; category: string; username: string };

/** Members' feedback (意见反馈): filters by state, category and member; a row opens it to answer (the answer goes to the member's inbox). */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<Query>({ state: String(FeedbackState.open), category: '', username: '' });
  const [page, setPage] = useState(1);
  const list = useAdminQuery('feedback.list', { page, state: query.state, category: query.category, username: query.username });
  const [open, setOpen] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { key: 'id', title: 'ID', render: (r) => r.id },
    { key: 'username', title: t('feedback.member'), render: (r) => <strong>{r.username}</strong> },
    { key: 'category', title: t('feedback.category'), render: (r) => t(`feedback.categories.${r.category}`) },
    { key: 'content', title: t('feedback.content'), render: (r) => <span className="clip">{r.content}</span> },
    { key: 'image', title: t('feedback.screenshot'), render: (r) => (r.has_image ? '✓' : '—') },
    {
      key: 'state',
      title: t('feedback.state'),
      render: (r) => (r.state === FeedbackState.answered ? <Pill tone="good">{t('feedback.answered')}</Pill> : <Pill tone="warn">{t('feedback.open')}</Pill>),
    },
    { key: 'created', title: t('feedback.createdAt'), render: (r) => when(r.created_at) },
  ];
  return (
    <>
      <PageHead title={t('nav.feedback')}>{t('feedback.hint')}</PageHead>
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
              <span>{t('feedback.state')}</span>
              <select name="state" value={f.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">{t('feedback.all')}</option>
                <option value={String(FeedbackState.open)}>{t('feedback.open')}</option>
                <option value={String(FeedbackState.answered)}>{t('feedback.answered')}</option>
              </select>
            </label>
            <label className="field">
              <span>{t('feedback.category')}</span>
              <select name="category" value={f.category} onChange={(e) => set('category', e.target.value)}>
                <option value="">{t('feedback.all')}</option>
                {FEEDBACK_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`feedback.categories.${c}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('feedback.member')}</span>
              <input name="username" value={f.username} onChange={(e) => set('username', e.target.value)} maxLength={32} />
            </label>
          </>
        )}
      </Filters>
      <Table
        columns={columns}
        rows={list.data?.data}
        loading={list.isPending}
        error={list.error}
        retry={() => void list.refetch()}
        rowKey={(r) => r.id}
        onRow={setOpen}
        testId="feedback-table"
      />
      <Pager page={list.data} onPage={setPage} />
      {open && <FeedbackDrawer key={open.id} row={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function FeedbackDrawer({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const [current, setCurrent] = useState(row);
  const image = useAdminQuery('feedback.image', { id: row.id }, { enabled: row.has_image });
  const send = useAdminAction('feedback.answer', { invalidates: ['feedback.list'], onDone: (data) => setCurrent(data) });
  const answered = current.state === FeedbackState.answered;
  return (
    <Drawer
      title={`${t('nav.feedback')} #${row.id}`}
      onClose={onClose}
      footer={
        answered ? null : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={send.isPending || answer.trim() === ''}
            onClick={() => send.mutate({ id: row.id, answer: answer.trim() })}
          >
            {t('feedback.sendAnswer')}
          </button>
        )
      }
    >
      <dl className="kv">
        <dt>{t('feedback.member')}</dt>
        <dd>{current.username}</dd>
        <dt>{t('feedback.category')}</dt>
        <dd>{t(`feedback.categories.${current.category}`)}</dd>
        <dt>{t('feedback.createdAt')}</dt>
        <dd>{when(current.created_at)}</dd>
      </dl>
      <p className="feedback-text" data-testid="feedback-content" style={{ whiteSpace: 'pre-wrap' }}>
        {current.content}
      </p>
      {row.has_image && image.data && (
        <img src={image.data.data_url} alt={t('feedback.screenshot')} data-testid="feedback-image" style={{ maxWidth: '100%', borderRadius: 6 }} />
      )}
      {answered ? (
        <div data-testid="feedback-answer">
          <h4>{t('feedback.answer')}</h4>
          <p style={{ whiteSpace: 'pre-wrap' }}>{current.answer}</p>
          <small className="muted">
            {current.answerer} · {when(current.answered_at)}
          </small>
        </div>
      ) : (
        <label className="field">
          <span>{t('feedback.answer')}</span>
          <textarea name="answer" rows={5} maxLength={FEEDBACK_MAX_CHARS} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          <small className="muted">{t('feedback.answerHint')}</small>
        </label>
      )}
    </Drawer>
  );
}
