import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ruleMessage } from '../../../i18n/rule-message';

/** The Clipboard API where the browser offers it (secure contexts), a hidden textarea otherwise (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the textarea */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Copies `text` and says '复制成功！' (spec §8). */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    if (await copyText(text)) toast.success(ruleMessage('common.copied'));
    else toast.warning(t('cashier.copyFailed'));
  };
  return (
    <button type="button" className="btn btn-small copy-btn" onClick={() => void copy()} data-testid={testId} disabled={!text}>
      {t('cashier.copy')}
    </button>
  );
}
