import type { ReactElement } from 'react';

// Drawn icons (24x24 strokes): no icon font, no downloads.
const paths: Record<string, ReactElement> = {
  dashboard: <path d="M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-16v4h6V4z" />,
  deposit: <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3" />,
  withdraw: <path d="M12 15V3m0 0L8 7m4-4 4 4M4 17v3h16v-3" />,
  apply: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4" />,
  agent: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-6 10v-1a6 6 0 0 1 12 0v1m2-13 2 2 4-4" />,
  members: <path d="M16 11a3 3 0 1 0 0-6M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-6 10v-1a6 6 0 0 1 12 0v1m4 0v-1a5 5 0 0 0-3-4.6" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.5 7.5 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.5 7.5 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z" />
  ),
  content: <path d="M4 5h16v14H4zM4 9h16M8 13h8M8 16h5" />,
  message: <path d="M4 5h16v11H8l-4 4z" />,
  game: <path d="M6 8h12a4 4 0 0 1 0 8h-1l-2-2H9l-2 2H6a4 4 0 0 1 0-8zm2 2v4m-2-2h4m6-1h.01M18 13h.01" />,
  report: <path d="M4 20V4m0 16h16M8 16v-5m4 5V8m4 8v-3" />,
  ops: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />,
  staff: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zm-3 9 2 2 4-4" />,
  audit: <path d="M9 5H5v16h14V5h-4M9 3h6v4H9zm0 10 2 2 4-4" />,
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5-5" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />,
  refresh: <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />,
  check: <path d="m5 12 5 5 9-10" />,
  download: <path d="M12 4v11m0 0-4-4m4 4 4-4M4 19h16" />,
  vip: <path d="m3 8 4 9h10l4-9-5 4-4-7-4 7z" />,
  adjust: <path d="M6 4v6M3 7h6m6 0h6M5 20 19 4M15 17h6" />,
  sports: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13 4 3-1.5 4.5h-5L8 11zm0 0V3m4 8 4.5-1.5M14.5 15.5 17 20m-7.5-4.5L7 20M8 11 3.5 9.5" />,
  redpacket: <path d="M5 3h14v18H5zM5 8c4 3 10 3 14 0M12 12v.01" />,
};
export type IconName = keyof typeof paths;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {paths[name]}
    </svg>
  );
}
