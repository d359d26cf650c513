import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReadState, type MessageItem } from '@portal/contracts';
import { Dialog } from '../../components/dialog';
import { Pagination } from '../../components/pagination';
import { Empty, LoadError, Spinner } from '../../components/states';
import { useMessageNum } from './api/get-message-num';
import { useInbox } from './api/get-inbox';
import { useHomeNotices, useNotices } from './api/get-notices';
import { useReadMessage } from './api/read-message';
import '../../styles/inbox.css';
import { formatDateTime } from '../../lib/dates';

/** The tabs of the message centre, by the page's numeric `type` query (spec §2.5 Notices): 0 announcements, 1 internal messages. */
const TABS = [
  { type: 0, key: 'inbox.announcements' },
  { type: 1, key: 'inbox.messages' },
] as const;

function Announcements() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const home = useHomeNotices();
  const notices = useNotices(page);
  return (
    <div className="inbox-pane" data-testid="announcements">
      <section className="inbox-section">
        <h3 className="inbox-subtitle">{t('inbox.latest')}</h3>
        {home.isPending ? (
          <Spinner />
        ) : home.isError ? (
          <LoadError onRetry={() => void home.refetch()} />
        ) : home.data.length === 0 ? (
          <Empty text={t('inbox.noNotices')} />
        ) : (
          <ul className="home-notice-list" data-testid="home-notices">
            {home.data.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="inbox-section">
        <h3 className="inbox-subtitle">{t('inbox.allNotices')}</h3>
        {notices.isPending ? (
          <Spinner />
        ) : notices.isError ? (
          <LoadError onRetry={() => void notices.refetch()} />
        ) : notices.data.data.length === 0 ? (
          <Empty text={t('inbox.noNotices')} />
        ) : (
          <ul className={`notice-list${notices.isPlaceholderData ? ' is-fetching' : ''}`} data-testid="notice-list">
            {notices.data.data.map((n) => (
              <li key={n.id}>
                <details className="notice-item">
                  <summary>
                    <span className="notice-title">{n.title}</span>
                    <time className="inbox-time">{formatDateTime(n.created_at)}</time>
                  </summary>
                  <p className="notice-content">{n.content}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
        {notices.data && <Pagination page={notices.data.current_page} lastPage={notices.data.last_page} total={notices.data.total} onChange={setPage} />}
      </section>
    </div>
  );
}

function Messages() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MessageItem | null>(null);
  const messages = useInbox(page);
  const read = useReadMessage();
  const show = (m: MessageItem) => {
    setOpen(m);
    if (m.is_read === ReadState.unread) read.mutate(m.id);
  };
  return (
    <div className="inbox-pane" data-testid="messages">
      {messages.isPending ? (
        <Spinner />
      ) : messages.isError ? (
        <LoadError onRetry={() => void messages.refetch()} />
      ) : messages.data.data.length === 0 ? (
        <Empty text={t('inbox.noMessages')} />
      ) : (
        <ul className={`message-list${messages.isPlaceholderData ? ' is-fetching' : ''}`}>
          {messages.data.data.map((m) => (
            <li key={m.id}>
              <button type="button" className={`message-item${m.is_read ? '' : ' unread'}`} onClick={() => show(m)} data-testid="message-item">
                <span className="message-dot" aria-hidden />
                <span className="message-text">
                  <span className="message-title">
                    {m.title}
                    {m.is_read === ReadState.unread && <span className="state-badge state-wait">{t('inbox.unreadTag')}</span>}
                  </span>
                  <span className="message-preview">{m.content}</span>
                </span>
                <time className="inbox-time">{formatDateTime(m.created_at)}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {messages.data && <Pagination page={messages.data.current_page} lastPage={messages.data.last_page} total={messages.data.total} onChange={setPage} />}
      <Dialog open={open !== null} title={open?.title ?? ''} onClose={() => setOpen(null)} width={520}>
        {open && (
          <div data-testid="message-dialog">
            <time className="inbox-time">{formatDateTime(open.created_at)}</time>
            <p className="message-content">{open.content}</p>
          </div>
        )}
      </Dialog>
    </div>
  );
}

/** /mine/message: the announcements tab and the internal-messages tab (opening a message marks it read). */
export default function InboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === '1' ? 1 : 0;
  const unread = useMessageNum().data ?? 0;
  return (
    <div className="panel inbox-page">
      <h2 className="panel-title">{t('inbox.title')}</h2>
      <div className="inbox-tabs" role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.type}
            type="button"
            role="tab"
            aria-selected={type === tab.type}
            className={`inbox-tab${type === tab.type ? ' active' : ''}`}
            onClick={() => setParams(tab.type ? { type: String(tab.type) } : {}, { replace: true })}
          >
            {t(tab.key)}
            {tab.type === 1 && unread > 0 && (
              <span className="tab-count" data-testid="tab-unread">
                {unread}
              </span>
            )}
          </button>
        ))}
      </div>
      {type === 1 ? <Messages /> : <Announcements />}
    </div>
  );
}
