import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { ResponsibleCode, type MessageKey, type MessageParams } from '@portal/contracts';
import { ApiError, NetworkError } from './api-client';
import { useToast } from '../components/toast';
import { ruleMessage } from '../i18n/rule-message';

/** Refusals of player protection (a limit reached, a time-out or exclusion running): their toast links to the member's page. */
const PROTECTION_CODES: ReadonlySet<number> = new Set(Object.values(ResponsibleCode));
/** Long enough to read the limit named and to follow the link. */
const PROTECTION_TOAST_MS = 8000;

/** The result of checking a form against its contracts rules (parseInOrder's shape, or a check of the page's own). */
export type FormCheck = { ok: true } | { ok: false; key: MessageKey; field?: string; params?: MessageParams };

interface SubmitOptions<TInput, TReply> {
  /** The rules in the spec's order: the first one broken is shown and nothing is sent. */
  check?: (input: TInput) => FormCheck;
  /** After a broken rule was shown (e.g. clear the image code when it was the code that failed). */
  onInvalid?: (failed: { key: MessageKey; field?: string }) => void;
  /** After the server said yes; its message has been shown. */
  onSuccess?: (reply: TReply, input: TInput) => unknown;
  /** After the server refused (an ApiError with its code) or did not answer (a NetworkError); its message has been shown. */
  onFailure?: (error: ApiError, input: TInput) => unknown;
  /** Whether the refusal's message is shown: a 401 already took the member to the login page. */
  showRefusal?: (error: ApiError) => boolean;
}

/**
 * The one form-submit sequence every form and action dialog shares: a second click while sending
 * is ignored, the rules are checked before anything is sent, the feature's mutation sends once,
 * and the server's message is shown as a toast whatever it said.
 */
export function useFormSubmit<TInput, TReply extends { message: string }>(
  mutation: Pick<UseMutationResult<TReply, Error, TInput>, 'mutateAsync'>,
  options: SubmitOptions<TInput, TReply> = {},
) {
  const toast = useToast();
  const { t } = useTranslation();
  const inFlight = useRef(false);
  return async (input: TInput): Promise<void> => {
    if (inFlight.current) return;
    const checked = options.check?.(input);
    if (checked && !checked.ok) {
      toast.error(ruleMessage(checked.key, checked.params));
      options.onInvalid?.(checked);
      return;
    }
    inFlight.current = true;
    try {
      let reply: TReply;
      try {
        reply = await mutation.mutateAsync(input);
      } catch (e) {
        const error = e instanceof ApiError ? e : new NetworkError(0, (e as Error).message);
        const shown = options.showRefusal?.(error) ?? true;
        if (shown && PROTECTION_CODES.has(error.code))
          toast.show(error.message, 'error', PROTECTION_TOAST_MS, { href: '#/mine/responsible', text: t('responsible.open') });
        else if (shown) toast.error(error.message);
        await options.onFailure?.(error, input);
        return;
      }
      toast.success(reply.message);
      await options.onSuccess?.(reply, input);
    } finally {
      inFlight.current = false;
    }
  };
}
