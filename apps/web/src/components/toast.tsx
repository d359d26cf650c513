import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS } from '@portal/contracts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** A way on, offered beside the text (a refusal of player protection links to its page). */
  link?: ToastLink;
}
export interface ToastLink {
  href: string;
  text: string;
}
type Show = (text: string, kind?: ToastKind, ms?: number, link?: ToastLink) => void;
export interface ToastApi {
  show: Show;
  success: (text: string) => void;
  error: (text: string) => void;
  warning: (text: string) => void;
  info: (text: string, ms?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Toasts stack at the top centre and leave after 2.5 s (spec §8: 2 to 3 seconds). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<Show>((text, kind = 'info', ms = TOAST_MS, link) => {
    const id = next.current++;
    setToasts((list) => [...list.slice(-3), { id, kind, text, link }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), ms);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (t) => show(t, 'success'),
      error: (t) => show(t, 'error'),
      warning: (t) => show(t, 'warning'),
      info: (t, ms) => show(t, 'info', ms),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} data-testid="toast">
            <span className="toast-icon" aria-hidden>
              {t.kind === 'success' ? '✓' : t.kind === 'error' ? '✕' : t.kind === 'warning' ? '!' : 'i'}
            </span>
            {t.text}
            {t.link && (
              <a className="toast-link" href={t.link.href} data-testid="toast-link">
                {t.link.text}
              </a>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}
