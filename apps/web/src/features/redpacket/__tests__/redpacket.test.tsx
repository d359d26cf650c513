import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RedPacketPage, { clockStatus } from '../red-packet-page';
import WelfarePage from '../welfare-page';
import { msBetween, spanParts } from '../../../lib/dates';
import { renderPage } from '../../../../test/render';
import { ok, refused, requests, server } from '../../../../test/msw';
import { appInfo, drawn, redPacketHandlers, status } from './handlers';

const openPacket = () => {
  sessionStorage.setItem('token', 'tok');
  const utils = renderPage('/userredpacket', [{ path: '/userredpacket', element: <RedPacketPage /> }]);
  return { ...utils, u: userEvent.setup() };
};
const popup = () => screen.findByTestId('rp-popup');

describe('the red-packet page (spec §2.3, §4)', () => {
  it('shows the counts, the largest draw count, the clock, the rules rounded down and the deposits counted', async () => {
    server.use(redPacketHandlers.app(), redPacketHandlers.status(ok(status())));
    openPacket();
    expect(await screen.findByTestId('rp-remaining')).toHaveTextContent('剩餘次數3');
    expect(screen.getByTestId('rp-used')).toHaveTextContent('已搶次數0');
    expect(screen.getByTestId('rp-max')).toHaveTextContent('目前最多可搶 3 次');
    expect(screen.getByTestId('rp-clock')).toHaveTextContent('距離結束還有');
    const cells = within(screen.getByTestId('rp-rules'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([['2026-11-01 00:00:00 ~ 2026-11-30 23:59:59', '100 ~ 19999存款範圍 100.00 ~ 19999.99，紅包最高為存款的 10%', '3']]);
    expect(screen.getByTestId('rp-deposits')).toHaveTextContent('本期計入存款：¥ 1500.00');
    expect(screen.getByTestId('rp-note-days')).toHaveTextContent('紅包於每月1日及16日上線新一期');
    expect(screen.getByText('統計前一日 12:00 至當日 10:00 的存款')).toBeInTheDocument();
  });

  it('draws once with an Idempotency-Key, shows the amount won and reads the counts again', async () => {
    let left = 3;
    server.use(
      redPacketHandlers.app(),
      redPacketHandlers.status(() => ok(status({ sendnums: left, acquirednum: 3 - left }))),
      redPacketHandlers.draw(() => {
        left -= 1;
        return ok({ redpacketmoney: '1234.56', sendnums: left, acquirednum: 3 - left }, '恭喜您搶到 1234.56 元');
      }),
    );
    const { u } = openPacket();
    await u.click(await screen.findByTestId('rp-grab'));
    expect(await screen.findByTestId('rp-win')).toHaveTextContent('恭喜您搶到 1234.56 元');
    expect(screen.getByRole('dialog')).toHaveTextContent('恭喜發財');
    await waitFor(() => expect(screen.getByTestId('rp-remaining')).toHaveTextContent('剩餘次數2'));
    expect(requests.to('/api/douserredpacket')).toHaveLength(1);
    expect(requests.to('/api/douserredpacket')[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await u.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByTestId('rp-popup')).toBeNull();
  });

  it('before the draw window shows the not-started pop-up and counts down to the opening, sending nothing', async () => {
    server.use(
      redPacketHandlers.app(),
      redPacketHandlers.status(ok(status({ drawing: false, now: '2026-11-23 09:15:00', countdown_to: '2026-11-23 10:00:00' }))),
    );
    const { u } = openPacket();
    await u.click(await screen.findByTestId('rp-grab'));
    expect(await popup()).toHaveTextContent('活動尚未開始，請耐心等待每日 10:00 - 12:00（北京時間）');
    expect(screen.getByTestId('rp-clock')).toHaveTextContent('距離開搶還有');
    expect(screen.getByRole('timer').textContent).toMatch(/^00天00時(45分00|44分5\d)秒$/);
    expect(requests.to('/api/douserredpacket')).toHaveLength(0);
  });

  it('after the draw window shows the ended pop-up, sending nothing', async () => {
    server.use(
      redPacketHandlers.app(),
      redPacketHandlers.status(ok(status({ drawing: false, now: '2026-11-23 12:00:00', countdown_to: '2026-11-24 10:00:00' }))),
    );
    const { u } = openPacket();
    await u.click(await screen.findByTestId('rp-grab'));
    expect(await popup()).toHaveTextContent('請等待下一期活動');
    expect(requests.to('/api/douserredpacket')).toHaveLength(0);
  });

  it('without draws left shows the not-qualified pop-up whose deposit-now button goes to /recharge', async () => {
    server.use(redPacketHandlers.app(), redPacketHandlers.status(ok(status({ sendnums: 0, deposits: '0.00' }))));
    const { u, router } = openPacket();
    await u.click(await screen.findByTestId('rp-grab'));
    expect(await popup()).toHaveTextContent('您還未達到條件，快去完成吧');
    expect(requests.to('/api/douserredpacket')).toHaveLength(0);
    await u.click(screen.getByTestId('rp-deposit-now'));
    expect(router.state.location.pathname).toBe('/recharge');
  });

  it('after every draw was used says the draws are used up (spec: 您的剩余次数不足！), not that the member has not qualified', async () => {
    server.use(redPacketHandlers.app(), redPacketHandlers.status(ok(status({ sendnums: 0, acquirednum: 3 }))));
    const { u } = openPacket();
    await u.click(await screen.findByTestId('rp-grab'));
    const pop = await popup();
    expect(pop).toHaveTextContent('您的剩餘次數不足！');
    expect(pop).not.toHaveTextContent('未達到條件');
    expect(screen.queryByTestId('rp-deposit-now')).toBeNull();
    expect(requests.to('/api/douserredpacket')).toHaveLength(0);
  });

  it("shows the server's refusal in the not-qualified pop-up", async () => {
    server.use(redPacketHandlers.app(), redPacketHandlers.status(ok(status())), redPacketHandlers.draw(refused(203, '您的剩餘次數不足！')));
    const { u } = openPacket();
    await u.click(await screen.findByTestId('rp-grab'));
    expect(await popup()).toHaveTextContent('您的剩餘次數不足！');
    expect(screen.getByTestId('rp-deposit-now')).toHaveTextContent('立即存款');
  });

  it('says 紅包已關閉 when the site switched red packets off', async () => {
    server.use(redPacketHandlers.app(appInfo(0)), redPacketHandlers.status(refused(203, '紅包已關閉')));
    openPacket();
    expect(await screen.findByTestId('rp-closed')).toHaveTextContent('紅包已關閉');
    expect(screen.queryByTestId('rp-grab')).toBeNull();
  });

  it('names the clock status of spec §4 and splits the time left', () => {
    expect(clockStatus(status())).toBe('running');
    expect(clockStatus(status({ sendnums: 0, acquirednum: 3 }))).toBe('grabbedOut');
    expect(clockStatus(status({ drawing: false }))).toBe('before');
    expect(clockStatus(status({ redPacketStatus: 'READY' }))).toBe('before');
    expect(clockStatus(status({ redPacketStatus: 'END' }))).toBe('finished');
    expect(msBetween('2026-11-23 23:59:00', '2026-11-25 00:00:30')).toBe(86_400_000 + 90_000);
    expect(spanParts(86_400_000 + 3_723_000)).toEqual(['01', '01', '02', '03']);
    expect(spanParts(-5)).toEqual(['00', '00', '00', '00']);
    expect(spanParts(12 * 86_400_000 + 999)).toEqual(['12', '00', '00', '00']);
  });
});

describe('the welfare (red-packet) record (spec §2.5)', () => {
  const openWelfare = () => {
    sessionStorage.setItem('token', 'tok');
    renderPage('/mine/welfare', [{ path: '/mine/welfare', element: <WelfarePage /> }]);
    return userEvent.setup();
  };

  it('lists the draws with the remaining and cumulative counts, 10 a page', async () => {
    server.use(
      redPacketHandlers.log((b) =>
        ok({ data: [drawn(1, '1234.56'), drawn(0)], total: 12, current_page: Number(b.page), per_page: 10, last_page: 2, sendnums: 1, acquirednum: 12 }),
      ),
    );
    const u = openWelfare();
    await screen.findByText('1234.56');
    expect(screen.getByRole('heading', { name: '紅包記錄' })).toBeInTheDocument();
    expect(screen.getByTestId('welfare-remaining')).toHaveTextContent('剩餘次數1');
    expect(screen.getByTestId('welfare-total')).toHaveTextContent('累計領取次數12');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序號', '存款金額', '紅包金額', '存款時間', '領取時間']);
    const cells = within(screen.getByTestId('welfare-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells[0]).toEqual(['1', '1500.00', '1234.56', '2026-11-22 18:00:00', '2026-11-23 10:31:00']);
    expect(requests.to('/api/userredpacketlog')[0]?.body).toEqual({ page: 1 });
    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(requests.to('/api/userredpacketlog').at(-1)?.body).toEqual({ page: 2 }));
  });

  it('shows the loading state, then the empty state', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      redPacketHandlers.log(async () => {
        await gate;
        return ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1, sendnums: 0, acquirednum: 0 });
      }),
    );
    openWelfare();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    release();
    expect(await screen.findByText('暫無紅包記錄')).toBeInTheDocument();
  });
});
