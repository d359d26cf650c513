import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import { session } from '../../../lib/session/storage';
import PayInfoPage from '../pay-info-page';
import { formatRemaining } from '../../../lib/dates';
import { ok, refused, requests, server } from '../../../../test/msw';
import { cashierHandlers, cashierPage, payInfo } from './handlers';

beforeEach(() => {
  session.start('token-1');
  server.use(...cashierPage());
});
afterEach(() => vi.restoreAllMocks());

const renderPayInfo = (no = 'D20261123000001') =>
  renderPage(`/payInfo?deposit_no=${no}`, [
    { path: '/payInfo', element: <PayInfoPage /> },
    { path: '/transRecord', element: <div data-testid="records">records</div> },
    { path: '/recharge', element: <div data-testid="recharge">recharge</div> },
  ]);

const noPayee = { content: '', payimg: '', mch_id: '' };

describe('the countdown (spec §4: one hour from created_at, 00:00 at expiry)', () => {
  it('formats what is left as mm:ss and never goes below 00:00', () => {
    expect(formatRemaining(3600_000)).toBe('60:00');
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(60_200)).toBe('01:01'); // a part-second left still shows
    expect(formatRemaining(-5_000)).toBe('00:00');
  });
});

describe('/payInfo (spec §2.3)', () => {
  it('shows the order: countdown, order number, rate, USDT and CNY amounts, QR and address; asks for the order by its number', async () => {
    server.use(cashierHandlers.payInfo(ok(payInfo({ remaining_seconds: 3000 }), 'usdtpay')));
    renderPayInfo();
    expect(await screen.findByTestId('pay-order-no')).toHaveTextContent('D20261123000001');
    expect(requests.to('/api/payinfo')[0]?.body).toEqual({ deposit_no: 'D20261123000001' });
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/^(50:00|49:5\d)$/);
    expect(screen.getByTestId('pay-rate')).toHaveTextContent('1 USDT = 7.00 CNY');
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('100.00 USDT');
    expect(screen.getByTestId('pay-cny')).toHaveTextContent('700.00 CNY');
    expect(screen.getByTestId('pay-qr')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('pay-address')).toHaveTextContent('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    expect(screen.getByTestId('pay-reminder')).toHaveTextContent('實際付款金額必須與顯示金額完全一致');
  });

  it("a USDT order paid to the member's own address says it is credited after the confirmations, with the minimum", async () => {
    const own = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
    server.use(
      cashierHandlers.payInfo(
        ok(
          {
            ...payInfo({ remaining_seconds: 3000 }),
            cardlist: { content: 'USDT-ERC20', payimg: 'data:image/png;base64,iVBORw0KGgo=', mch_id: own },
            chain: { address: own, confirmations: 12, min_usdt: '1' },
          },
          'usdtpay',
        ),
      ),
    );
    renderPayInfo();
    expect(await screen.findByTestId('pay-address')).toHaveTextContent(own);
    expect(screen.getByTestId('pay-chain-note')).toHaveTextContent('經 12 個區塊確認後自動入帳（最低 1 USDT');
  });

  it('an open order paid to the own address is read again until the chain credits it, then says it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const own = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
      const open = { ...payInfo({ remaining_seconds: 3000 }), chain: { address: own, confirmations: 19, min_usdt: '1' } };
      let paid = false;
      server.use(
        cashierHandlers.payInfo(() =>
          ok(paid ? { ...open, status: 'paid', state: 2, cardlist: { content: '', payimg: '', mch_id: '' }, chain: null } : open, 'usdtpay'),
        ),
      );
      renderPayInfo();
      expect(await screen.findByTestId('pay-chain-note')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      await waitFor(() => expect(requests.to('/api/payinfo')).toHaveLength(2));
      expect(screen.getByTestId('pay-address')).toHaveTextContent(own);
      paid = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect(await screen.findByTestId('pay-status')).toHaveTextContent('此訂單已支付成功，款項已入帳');
      // paid: no more reads
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_000);
      });
      expect(requests.to('/api/payinfo')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an order to the shared address is not read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(cashierHandlers.payInfo(ok(payInfo({ remaining_seconds: 3000 }), 'usdtpay')));
      renderPayInfo();
      expect(await screen.findByTestId('pay-address')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_000);
      });
      expect(requests.to('/api/payinfo')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a USDT order to the shared address has no chain note', async () => {
    server.use(cashierHandlers.payInfo(ok(payInfo({ remaining_seconds: 3000 }), 'usdtpay')));
    renderPayInfo();
    expect(await screen.findByTestId('pay-address')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-chain-note')).toBeNull();
  });

  it('ticks every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(cashierHandlers.payInfo(ok(payInfo({ remaining_seconds: 3 }), 'usdtpay')));
      renderPayInfo();
      const clock = await screen.findByTestId('pay-countdown');
      expect(clock.textContent).toMatch(/^00:0[123]$/);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4_000);
      });
      // at 00:00 the order is expired: it says so and no longer shows where to pay
      expect(await screen.findByTestId('pay-status')).toHaveTextContent('訂單已超時，請重新下單');
      expect(clock).not.toBeInTheDocument();
      expect(screen.queryByTestId('pay-address')).toBeNull();
      expect(screen.queryByTestId('pay-qr')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an order past its hour says it expired, offers a new order and hides the payee', async () => {
    const u = userEvent.setup();
    server.use(
      cashierHandlers.payInfo(ok({ ...payInfo({ remaining_seconds: 0 }), status: 'expired', state: 3, reason: 'expired', cardlist: noPayee }, 'usdtpay')),
    );
    renderPayInfo();
    expect(await screen.findByTestId('pay-status')).toHaveTextContent('訂單已超時，請重新下單');
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
    expect(screen.queryByTestId('pay-address')).toBeNull();
    expect(screen.queryByTestId('pay-reason')).toBeNull();
    await u.click(screen.getByTestId('pay-again'));
    expect(await screen.findByTestId('recharge')).toBeInTheDocument();
  });

  it('an approved order says it is paid, not that it expired, and shows no QR or address', async () => {
    server.use(cashierHandlers.payInfo(ok({ ...payInfo({ remaining_seconds: 0 }), status: 'paid', state: 2, cardlist: noPayee }, 'usdtpay')));
    renderPayInfo();
    const status = await screen.findByTestId('pay-status');
    expect(status).toHaveTextContent('此訂單已支付成功，款項已入帳');
    expect(status).not.toHaveTextContent('訂單已超時');
    expect(screen.getByTestId('pay-order-no')).toHaveTextContent('D20261123000001');
    expect(screen.queryByTestId('pay-qr')).toBeNull();
    expect(screen.queryByTestId('pay-address')).toBeNull();
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
  });

  it('a rejected order says so with the reason, in the member’s language', async () => {
    server.use(
      cashierHandlers.payInfo(ok({ ...payInfo({ remaining_seconds: 0 }), status: 'rejected', state: 3, reason: '未收到款項', cardlist: noPayee }, 'usdtpay')),
    );
    renderPayInfo();
    expect(await screen.findByTestId('pay-status')).toHaveTextContent('此訂單已被拒絕');
    expect(screen.getByTestId('pay-reason')).toHaveTextContent('原因：未收到款項');
    expect(screen.queryByTestId('pay-qr')).toBeNull();
  });

  it('copies the address with 複製成功！', async () => {
    const u = userEvent.setup();
    renderPayInfo();
    await u.click(await screen.findByTestId('copy-address'));
    await waitFor(async () => expect((await screen.findAllByTestId('toast')).map((t) => t.textContent).join()).toContain('複製成功！'));
    expect(await navigator.clipboard.readText()).toBe('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
  });

  it('has no rate or address for a non-USDT order', async () => {
    server.use(
      cashierHandlers.payInfo(
        ok(
          {
            ...payInfo({ real_money: '300.00', amount: '300.00', usdt_amount: null }),
            paytype: 'wxpay',
            catepay: null,
            cardlist: { content: '微信支付', payimg: 'data:image/png;base64,iVBORw0KGgo=', mch_id: '' },
          },
          'wxpay',
        ),
      ),
    );
    renderPayInfo();
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('300.00 CNY');
    expect(screen.queryByTestId('pay-rate')).toBeNull();
    expect(screen.queryByTestId('pay-address')).toBeNull();
  });

  it('shows the receiving account, and no QR, for a bank order', async () => {
    server.use(
      cashierHandlers.payInfo(
        ok(
          {
            ...payInfo({ amount: '500.00', real_money: '500.00', usdt_amount: null }),
            paytype: 'bank',
            catepay: null,
            cardlist: { content: '中國建設銀行', payimg: '', mch_id: '6217000010012345678' },
          },
          'bankpay',
        ),
      ),
    );
    renderPayInfo();
    expect(await screen.findByTestId('pay-address')).toHaveTextContent('6217000010012345678');
    expect(screen.getByText('收款帳號')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-qr')).toBeNull();
  });

  it('goes to the financial record when the payment is done', async () => {
    const u = userEvent.setup();
    renderPayInfo();
    await u.click(await screen.findByTestId('pay-done'));
    expect(await screen.findByTestId('records')).toBeInTheDocument();
  });

  it('shows the server’s not-found for an order that is not the member’s', async () => {
    server.use(cashierHandlers.payInfo(refused(404, '订单不存在')));
    renderPayInfo('D999');
    expect(await screen.findByTestId('pay-error')).toHaveTextContent('订单不存在');
  });
});
