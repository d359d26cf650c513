import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActivity } from '../../api/content';
import { call } from '../../api/client';
import { AppLink } from '../../app/app-link';
import { Empty, Spinner } from '../../components/states';
import { useToast } from '../../components/toast';
import { useWithLogin } from '../../app/login-prompt';

const STATE_LABEL: Record<number, string> = { 1: 'activity.applied', 2: 'activity.approved', 3: 'activity.rejected' };

/** /activityInfo?id=: the promotion with its apply action (login required; one application per member). */
export default function ActivityInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const activity = useActivity(id);
  const withLogin = useWithLogin();
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  if (id <= 0 || activity.isError) {
    return (
      <div className="container section">
        <Empty text={activity.error?.message ?? t('activity.notFound')} />
        <p className="center"><AppLink to="/activity" className="text-link">{t('activity.back')}</AppLink></p>
      </div>
    );
  }
  if (activity.isPending) return <div className="container section"><Spinner /></div>;
  const a = activity.data;
  const applyState = a.apply_state ?? 0;

  const apply = async () => {
    setBusy(true);
    try {
      const reply = await call('/api/doactivityapply', { body: { activityid: a.id } });
      if (reply.code === 200) toast.success(reply.message);
      else if (reply.code !== 401) toast.error(reply.message);
      await client.invalidateQueries({ queryKey: ['activity', id] });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container section activity-info">
      <AppLink to="/activity" className="text-link">‹ {t('activity.back')}</AppLink>
      <article className="panel">
        <img src={a.banner} alt="" className="activity-banner" />
        <span className="promo-type">{a.type_name}</span>
        <h1>{a.title}</h1>
        <p className="muted">{t('activity.published', { date: a.created_at.slice(0, 10) })}</p>
        <p className="activity-content">{a.content}</p>
        <h3>{t('activity.rules')}</h3>
        <ul className="activity-rules">
          {a.memo && <li>{a.memo}</li>}
          <li>{t('activity.terms')}</li>
        </ul>
        <div className="activity-actions">
          {applyState > 0 ? (
            <span className={`apply-state apply-state-${applyState}`} data-testid="apply-state">{t(STATE_LABEL[applyState] ?? 'activity.applied')}</span>
          ) : (
            <button type="button" className="btn btn-gold btn-large" disabled={busy} onClick={() => withLogin(() => void apply())} data-testid="apply">{t('activity.apply')}</button>
          )}
        </div>
      </article>
    </div>
  );
}
