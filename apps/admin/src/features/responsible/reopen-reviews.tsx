import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { when } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Card } from '../../components/ui';
import { Modal } from '../../components/overlay';
import { Table, type Column } from '../../components/table';

type Item = ApiReply<'responsible.admin.reviews'>[number];

/**
 * The queue of members asking to end an indefinite self-exclusion (at least 6 months in): operations
 * approve (the account reopens 7 days after the request) or refuse, with a note; audited
 * (docs/player-protection.md#cooling-off).
 */
export function ReopenReviews() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const queue = useAdminQuery('responsible.admin.reviews');
  const [deciding, setDeciding] = useState<Item | null>(null);
  const columns: Column<Item>[] = [
    {
      key: 'username',
      title: t('members.username'),
      render: (r) => (
        <Link to={`/members/${encodeURIComponent(r.username)}`} className="strong">
          {r.username}
        </Link>
      ),
    },
    { key: 'started', title: t('reviews.startedAt'), render: (r) => when(r.started_at) },
    { key: 'requested', title: t('reviews.requestedAt'), render: (r) => when(r.requested_at) },
    { key: 'reopens', title: t('reviews.reopensAt'), render: (r) => when(r.reopens_at) },
    {
      key: 'decide',
      title: '',
      render: (r) =>
        can(role, 'responsible.admin.review') && (
          <button type="button" className="btn btn-ghost" onClick={() => setDeciding(r)}>
            {t('reviews.decide')}
          </button>
        ),
    },
  ];
  return (
    <Card title={t('reviews.title')}>
      <p className="muted">{t('reviews.hint')}</p>
      <Table
        testId="reopen-reviews"
        columns={columns}
        rows={queue.data}
        loading={queue.isLoading}
        error={queue.error}
        retry={() => void queue.refetch()}
        rowKey={(r) => r.id}
      />
      {deciding && <Decide item={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}

function Decide({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const review = useAdminAction('responsible.admin.review', { invalidates: ['responsible.admin.reviews', 'responsible.admin.member'], onDone: onClose });
  const decide = (approve: boolean) => review.mutate({ id: item.id, approve, note: note.trim() });
  const ready = !review.isPending && note.trim().length > 0;
  return (
    <Modal title={`${t('reviews.decide')} · ${item.username}`} onClose={onClose}>
      <div className="form">
        <small className="muted">{t('reviews.decideHint', { at: when(item.reopens_at) })}</small>
        <label className="field">
          <span>{t('reviews.note')}</span>
          <textarea name="note" rows={2} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} required />
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" disabled={!ready} onClick={() => decide(false)}>
            {t('reviews.refuse')}
          </button>
          <button type="button" className="btn" disabled={!ready} onClick={() => decide(true)}>
            {t('reviews.approve')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
