import { useWithLogin } from '../../components/login-prompt';

export interface GameTarget {
  name: string;
  code?: string;
  type?: string | number;
}

export function gamePageUrl({ name, code = '0', type = 0 }: GameTarget): string {
  const q = new URLSearchParams({ name, type: String(type), code });
  return `${window.location.pathname}#/gamePage?${q.toString()}`;
}

/** Games need a session and open /gamePage in a new tab. */
export function useEnterGame(): (target: GameTarget) => void {
  const withLogin = useWithLogin();
  return (target) => withLogin(() => void window.open(gamePageUrl(target), '_blank'));
}
