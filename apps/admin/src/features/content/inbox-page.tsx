import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../lib/hooks';
import { Card, PageHead } from '../../components/ui';

/** An internal message to one member or to everyone (POST /api/admin/messages/send). */
export default function InboxPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ to: 'one' as 'one' | 'all', username: '', title: '', content: '' });
  const send = useAdminAction('inbox.send', {
    onDone: () => setForm((f) => ({ ...f, title: '', content: '' })),
  });
  const submit = () => {
    if (form.to === 'all' && !confirm(t('messages.confirmAll'))) return;
    send.mutate({
      ...(form.to === 'all' ? { all: true as const } : { username: form.username.trim() }),
      title: form.title.trim(),
      content: form.content.trim(),
    });
  };
  return (
    <>
      <PageHead title={t('nav.messages')} />
      <Card>
        <form
          className="form form-wide"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="segmented">
            <button type="button" className={form.to === 'one' ? 'seg active' : 'seg'} onClick={() => setForm({ ...form, to: 'one' })}>
              {t('messages.toOne')}
            </button>
            <button type="button" className={form.to === 'all' ? 'seg active' : 'seg'} onClick={() => setForm({ ...form, to: 'all' })}>
              {t('messages.toAll')}
            </button>
          </div>
          {form.to === 'one' && (
            <label className="field">
              <span>{t('members.username')}</span>
              <input name="username" value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} required maxLength={32} />
            </label>
          )}
          <label className="field">
            <span>{t('content.fields.title')}</span>
            <input name="title" value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} required maxLength={100} />
          </label>
          <label className="field">
            <span>{t('content.fields.content')}</span>
            <textarea name="content" rows={6} value={form.content} onChange={(e) => setForm({ ...form, content: e.target.value })} required maxLength={2000} />
          </label>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={send.isPending}>
              {t('messages.send')}
            </button>
          </div>
        </form>
      </Card>
    </>
  );
}
