import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePromotions } from './api/get-promotions';
import { usePromotionTypes } from './api/get-promotion-types';
import { AppLink } from '../../components/app-link';
import { Empty, LoadError, Spinner } from '../../components/states';

/** /activity: promotions with type tabs (the tab is kept in the `type` query). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = Number(params.get('type') ?? 0) || 0;
  const types = usePromotionTypes();
  const list = usePromotions(type);
  return (
    <div className="container section">
      <header className="page-head">
        <h1>{t('nav.activity')}</h1>
      </header>
      <div className="platform-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={type === 0} className={`platform-tab${type === 0 ? ' active' : ''}`} onClick={() => setParams({})}>
          {t('activity.all')}
        </button>
        {(types.data ?? []).map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={type === x.id}
            className={`platform-tab${type === x.id ? ' active' : ''}`}
            onClick={() => setParams({ type: String(x.id) })}
          >
            {x.name}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Empty />
      ) : (
        <div className="promo-grid" data-testid="promo-grid">
          {list.data.data.map((a) => (
            <AppLink key={a.id} to={`/activityInfo?id=${a.id}`} className="promo-card">
              <img src={a.banner} alt="" className="promo-cover" />
              <div className="promo-body">
                <span className="promo-type">{a.type_name}</span>
                <h3>{a.title}</h3>
                <p>{a.content}</p>
                <span className="text-link">{t('home.viewPromo')} ›</span>
              </div>
            </AppLink>
          ))}
        </div>
      )}
    </div>
  );
}
