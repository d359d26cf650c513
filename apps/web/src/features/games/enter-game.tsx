export interface GameTarget {
  name: string;
  code?: string;
  type?: string | number;
}

export function gamePageUrl({ name, code = '0', type = 0 }: GameTarget): string {
  const q = new URLSearchParams({ name, type: String(type), code });
  return `${window.location.pathname}#/gamePage?${q.toString()}`;
}
