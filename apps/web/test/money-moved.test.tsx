/**
 * "Money moved, refresh" (lib/money-moved.ts): after a money action the member sees the new balance
 * and the new records without reloading. Shown here with the header balance and the financial
 * records on screen while a transfer, then a rebate collection, is answered.
 */
import type { ReactNode } from 'react';
import type { ApiReply } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { balanceQueryOptions } from '../src/lib/session/queries';
import { MONEY_QUERY_KEYS } from '../src/lib/money-moved';
import { transRecordsQueryOptions } from '../src/features/records/api/get-trans-records';
import { useTransfer } from '../src/lib/transfer';
import { useCollectRebates } from '../src/features/rebates/api/collect-rebates';
import { ok, post, refused, requests, server } from './msw';

/** The central balance the server holds; each money route below changes it. */
let balance = '100.00';
/** The records page: one line whose amount is the balance when it was read (so a second read shows). */
const record = (amount: string) =>
  ({
    data: [{ id: '1', created_at: '2026-11-23 10:00:00', out_trade_no: 'T1', pay_way: '', type: 3, amount, state: 1 }],
    total: 1,
    current_page: 1,
    per_page: 10,
    last_page: 1,
  }) satisfies ApiReply<'records.transactions'>;
const portal = () => [post('/api/balance', () => ok({ balance }, '')), post('/api/gettransrecord', () => ok(record(balance)))];

/** A page showing the balance and the records, and the money action under test. */
function onScreenWith<T>(useAction: () => T) {
  sessionStorage.setItem('token', 'tok');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Money queries the page does not show: marked stale, read again when next shown.
  for (const key of MONEY_QUERY_KEYS) client.setQueryData([...key, 'not-shown'], 'old');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(
    () => ({
      balance: useQuery(balanceQueryOptions(true)),
      records: useQuery(transRecordsQueryOptions({ date: 4, page: 1, api_type: '', type: 0 })),
      action: useAction(),
    }),
    { wrapper },
  );
  return { client, ...view };
}

const staleOnes = (client: QueryClient) => MONEY_QUERY_KEYS.filter((key) => client.getQueryState([...key, 'not-shown'])?.isInvalidated);

describe('after money moved, the money queries are read again', () => {
  it('a transfer into a game refreshes the balance and the records', async () => {
    balance = '100.00';
    server.use(
      ...portal(),
      post('/api/transfer', () => ((balance = '40.00'), ok(null, '轉帳成功'))),
    );
    const { client, result } = onScreenWith(useTransfer);
    await waitFor(() => expect(result.current.balance.data).toBe('100.00'));
    await waitFor(() => expect(result.current.records.data?.data[0]?.amount).toBe('100.00'));

    await act(() =>
      result.current.action.mutateAsync({ target: { kind: 'venue', name: 'AG真人', platname: 'AG', balance: '0.00' }, direction: 'in', amount: '60' }),
    );

    await waitFor(() => expect(result.current.balance.data).toBe('40.00'));
    await waitFor(() => expect(result.current.records.data?.data[0]?.amount).toBe('40.00'));
    expect(requests.to('/api/balance')).toHaveLength(2);
    expect(requests.to('/api/gettransrecord')).toHaveLength(2);
    expect(staleOnes(client)).toEqual([...MONEY_QUERY_KEYS]);
  });

  it('a refused transfer refreshes them too (the money may have moved meanwhile)', async () => {
    balance = '100.00';
    server.use(...portal(), post('/api/transfer', refused(1000, '餘額不足')));
    const { result } = onScreenWith(useTransfer);
    await waitFor(() => expect(result.current.records.isSuccess).toBe(true));
    await act(async () => {
      await expect(
        result.current.action.mutateAsync({ target: { kind: 'venue', name: 'AG真人', platname: 'AG', balance: '0.00' }, direction: 'in', amount: '500' }),
      ).rejects.toThrow('餘額不足');
    });
    await waitFor(() => expect(requests.to('/api/gettransrecord')).toHaveLength(2));
    expect(requests.to('/api/balance')).toHaveLength(2);
  });

  it('a rebate collection refreshes the balance and the records', async () => {
    balance = '100.00';
    server.use(
      ...portal(),
      post('/api/dofanshui', () => ((balance = '101.65'), ok({ money: '1.65' }, '領取成功'))),
    );
    const { client, result } = onScreenWith(useCollectRebates);
    await waitFor(() => expect(result.current.balance.data).toBe('100.00'));
    await waitFor(() => expect(result.current.records.isSuccess).toBe(true));

    await act(() => result.current.action.mutateAsync());

    await waitFor(() => expect(result.current.balance.data).toBe('101.65'));
    await waitFor(() => expect(result.current.records.data?.data[0]?.amount).toBe('101.65'));
    expect(requests.to('/api/dofanshui')).toHaveLength(1);
    expect(staleOnes(client)).toEqual([...MONEY_QUERY_KEYS]);
  });
});
