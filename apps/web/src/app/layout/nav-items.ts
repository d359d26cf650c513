// The main menu, in the order the portal shows it.
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home' },
  { to: '/realbet', key: 'nav.realbet', category: 'realbet' },
  { to: '/sport', key: 'nav.sport', category: 'sport' },
  { to: '/lottery', key: 'nav.lottery', category: 'lottery' },
  { to: '/concise', key: 'nav.concise' },
  { to: '/joker', key: 'nav.joker' },
  { to: '/gaming', key: 'nav.gaming' },
  { to: '/activity', key: 'nav.activity' },
  { to: '/vip', key: 'nav.vip' },
  { to: '/app', key: 'nav.app' },
] as const;
