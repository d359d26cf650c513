import type { AppInfo, RedPacketLogItem, RedPacketStatusReply } from '@portal/contracts';
import { get, ok, post, type Answer } from '../../../../test/msw';

type Route = Parameters<typeof post>[1];

// The routes of the red-packet feature (spec §2.3, §2.5, §7: userredpacket, douserredpacket, userredpacketlog).

export const appInfo = (redpacket_switch = 1): Answer =>
  ok(
    {
      title: '皇冠',
      site_state: 1,
      repair_tips: '',
      redpacket_switch,
      ios_download_qrcode: '',
      ios_download_url: '',
      h5_url: '',
      site_logo: '',
      index_modal: 0,
      titles: {},
    } satisfies AppInfo,
    '',
  );

/** A status inside the draw window with three draws left, and one rule. */
export const status = (fields: Partial<RedPacketStatusReply> = {}): RedPacketStatusReply => ({
  sendnums: 3,
  acquirednum: 0,
  max_times: 3,
  redPacketStatus: 'STARTING',
  rules: [{ start_time: '2026-11-01 00:00:00', end_time: '2026-11-30 23:59:59', day_flow: '100.00', flow_money: '19999.99', money: '10', recharge: 3 }],
  draw_window: { start: '10:00', end: '12:00' },
  count_window: { start: '12:00', end: '10:00' },
  drawing: true,
  now: '2026-11-23 10:30:00',
  countdown_to: '2026-11-23 12:00:00',
  deposits: '1500.00',
  ...fields,
});

export const drawn = (i: number, money = '12.34'): RedPacketLogItem => ({
  money: '1500.00',
  redpacketmoney: money,
  created_at: '2026-11-22 18:00:00',
  usetime: `2026-11-23 10:3${i}:00`,
});

export const redPacketHandlers = {
  status: (route: Route) => get('/api/userredpacket', route),
  draw: (route: Route) => post('/api/douserredpacket', route),
  log: (route: Route) => post('/api/userredpacketlog', route),
  app: (answer: Answer = appInfo()) => post('/api/app', answer),
};
