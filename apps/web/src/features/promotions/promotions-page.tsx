import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePromotions } from './api/get-promotions';
import { usePromotionTypes } from './api/get-promotion-types';
import { AppLink } from '../../components/app-link';
import { Empty, LoadError, Spinner } from '../../components/states';
import { Pagination } from '../../components/pagination';

/** /activity: promotions with type tabs, 10 a page (the tab and the page are kept in the `type` and `page` query). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = Number(params.get('type') ?? 0) || 0;
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  const types = usePromotionTypes();
  const list = usePromotions(type, page);
  const goTo = (next: number) => {
    setParams(type ? { type: String(type), page: String(next) } : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
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
      {list.data && <Pagination page={list.data.current_page} lastPage={list.data.last_page} total={list.data.total} onChange={goTo} />}
    </div>
  );
}
