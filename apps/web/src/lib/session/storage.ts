import type { AppInfo, UserInfo } from '@portal/contracts';

// What spec §3 keeps in the browser: the token per browser session, user and app info.
const TOKEN = 'token';
const USER = 'userInfo';
const APP = 'appInfo';
const REMEMBERED = 'rememberedName';

type Listener = () => void;
const listeners = new Set<Listener>();

export const session = {
  token(): string {
    return sessionStorage.getItem(TOKEN) ?? '';
  },
  isLoggedIn(): boolean {
    return session.token() !== '';
  },
  start(token: string) {
    sessionStorage.setItem(TOKEN, token);
    listeners.forEach((l) => l());
  },
  user(): UserInfo | null {
    const raw = sessionStorage.getItem(USER);
    try {
      return raw ? (JSON.parse(raw) as UserInfo) : null;
    } catch {
      return null;
    }
  },
  saveUser(user: UserInfo) {
    sessionStorage.setItem(USER, JSON.stringify(user));
  },
  saveAppInfo(info: AppInfo) {
    sessionStorage.setItem(APP, JSON.stringify(info));
  },
  rememberedName(): string {
    return sessionStorage.getItem(REMEMBERED) ?? '';
  },
  rememberName(name: string | null) {
    if (name) sessionStorage.setItem(REMEMBERED, name);
    else sessionStorage.removeItem(REMEMBERED);
  },
  /** Logout clears everything the session kept (spec §4), keeping only the language choice. */
  clear() {
    const remembered = session.rememberedName();
    sessionStorage.clear();
    if (remembered) session.rememberName(remembered);
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
