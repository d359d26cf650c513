import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApplyState, ReplyCode } from '@portal/contracts';
import { AppLink } from '../../components/app-link';
import { Empty, Spinner } from '../../components/states';
import { useWithLogin } from '../../components/login-prompt';
import { useFormSubmit } from '../../lib/use-form-submit';
import { usePromotion } from './api/get-promotion';
import { useApplyPromotion } from './api/apply-promotion';
import { formatDate } from '../../lib/dates';

const STATE_LABEL: Record<number, string> = {
  [ApplyState.pending]: 'activity.applied',
  [ApplyState.approved]: 'activity.approved',
  [ApplyState.rejected]: 'activity.rejected',
};

/** /activityInfo?id=: the promotion with its apply action (login required; one application per member). */
export default function PromotionInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const activity = usePromotion(id);
  const withLogin = useWithLogin();
  const applying = useApplyPromotion(id);
  // a 401 has already taken the member to the login page, so its message is not shown
  const apply = useFormSubmit(applying, { showRefusal: (e) => e.code !== ReplyCode.unauthorized });

  if (id <= 0 || activity.isError) {
    return (
      <div className="container section">
        <Empty text={activity.error?.message ?? t('activity.notFound')} />
        <p className="center">
          <AppLink to="/activity" className="text-link">
            {t('activity.back')}
          </AppLink>
        </p>
      </div>
    );
  }
  if (activity.isPending)
    return (
      <div className="container section">
        <Spinner />
      </div>
    );
  const a = activity.data;
  const applyState = a.apply_state ?? ApplyState.none;

  return (
    <div className="container section activity-info">
      <AppLink to="/activity" className="text-link">
        ‹ {t('activity.back')}
      </AppLink>
      <article className="panel">
        <img src={a.banner} alt="" className="activity-banner" />
        <span className="promo-type">{a.type_name}</span>
        <h1>{a.title}</h1>
        <p className="muted">{t('activity.published', { date: formatDate(a.created_at) })}</p>
        <p className="activity-content">{a.content}</p>
        <h3>{t('activity.rules')}</h3>
        <ul className="activity-rules">
          {a.memo && <li>{a.memo}</li>}
          <li>{t('activity.terms')}</li>
        </ul>
        <div className="activity-actions">
          {applyState !== ApplyState.none ? (
            <span className={`apply-state apply-state-${applyState}`} data-testid="apply-state">
              {t(STATE_LABEL[applyState] ?? 'activity.applied')}
            </span>
          ) : (
            <button
              type="button"
              className="btn btn-gold btn-large"
              disabled={applying.isPending}
              onClick={() => withLogin(() => void apply(), { prompt: 'activity.loginToApply' })}
              data-testid="apply"
            >
              {t('activity.apply')}
            </button>
          )}
        </div>
      </article>
    </div>
  );
}
