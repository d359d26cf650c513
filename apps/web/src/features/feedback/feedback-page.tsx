import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_CHARS, FEEDBACK_ORDER, feedbackSubmitSchema, parseInOrder, type FeedbackCategory } from '@portal/contracts';
import { useToast } from '../../components/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSendFeedback } from './api/send-feedback';
import { useUploadScreenshot } from './api/upload-screenshot';
import '../../styles/agents.css';
import '../../styles/feedback.css';

interface Form {
  category: FeedbackCategory | '';
  content: string;
}

/**
 * 意见反馈: what it is about, the text and an optional screenshot. It lands in the back office's
 * feedback list; the staff answer arrives in the member's messages (/mine/message).
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState<Form>({ category: '', content: '' });
  const [shot, setShot] = useState<{ id: string; preview: string } | null>(null);
  const sending = useSendFeedback();
  const uploading = useUploadScreenshot();
  const submitFeedback = useFormSubmit(sending, {
    check: (body) => parseInOrder(feedbackSubmitSchema, body, FEEDBACK_ORDER),
    onSuccess: () => {
      setForm({ category: '', content: '' });
      setShot(null);
    },
  });
  useEffect(() => () => void (shot && URL.revokeObjectURL(shot.preview)), [shot]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    uploading.upload(file).then(
      ({ image }) => setShot({ id: image, preview: URL.createObjectURL(file) }),
      (e: Error) => toast.error(e.message),
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitFeedback({ category: form.category as FeedbackCategory, content: form.content.trim(), image: shot?.id ?? null });
  };

  return (
    <div className="panel">
      <h2 className="panel-title">{t('feedback.title')}</h2>
      <p className="agent-intro">{t('feedback.intro')}</p>
      <form className="agent-form" onSubmit={submit} noValidate data-testid="feedback-form">
        <label className="field span-2" htmlFor="f-category">
          <span className="field-label">{t('feedback.category')}</span>
          <span className="field-box">
            <select
              id="f-category"
              name="category"
              value={form.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as FeedbackCategory }))}
            >
              <option value="">{t('feedback.choose')}</option>
              {FEEDBACK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`feedback.categories.${c}`)}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className="field span-2" htmlFor="f-content">
          <span className="field-label">{t('feedback.content')}</span>
          <span className="field-box field-area">
            <textarea
              id="f-content"
              name="content"
              maxLength={FEEDBACK_MAX_CHARS}
              placeholder={t('feedback.contentPh')}
              value={form.content}
              onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
            />
          </span>
          <span className="counter">
            {form.content.length}/{FEEDBACK_MAX_CHARS}
          </span>
        </label>
        <div className="field span-2">
          <span className="field-label">{t('feedback.screenshot')}</span>
          <div className="feedback-shot">
            {shot && (
              <img src={shot.preview} alt={t('feedback.screenshot')} width={96} height={96} data-testid="feedback-shot" style={{ objectFit: 'cover' }} />
            )}
            <label className="btn btn-ghost">
              {uploading.isPending ? t('feedback.uploading') : shot ? t('feedback.replace') : t('feedback.attach')}
              <input
                type="file"
                name="screenshot"
                accept="image/png,image/jpeg"
                hidden
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            {shot && (
              <button type="button" className="btn btn-ghost" onClick={() => setShot(null)}>
                {t('feedback.remove')}
              </button>
            )}
            <small className="muted">{t('feedback.screenshotHint')}</small>
          </div>
        </div>
        <button type="submit" className="btn btn-gold" disabled={sending.isPending || uploading.isPending} data-testid="feedback-submit">
          {sending.isPending ? t('feedback.sending') : t('feedback.send')}
        </button>
      </form>
    </div>
  );
}
