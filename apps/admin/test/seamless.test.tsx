import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiReply } from '@portal/contracts';
import { changeLocale } from '../src/i18n';
import { counts } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const platforms: ApiReply<'seamless.platforms'> = {
  portal_public_key: '-----BEGIN PUBLIC KEY-----\nportal\n-----END PUBLIC KEY-----',
  public_key_url: 'https://portal.example.com/api/wallet/public-key',
  list: [
    {
      platname: 'SEAM',
      name: 'Seam games',
      adapter: 'seamless',
      enabled: true,
      wallet_mode: 'seamless',
      provider_public_key: '-----BEGIN PUBLIC KEY-----\nprovider\n-----END PUBLIC KEY-----',
      launch_template: 'https://games.example.com/launch?token={token}',
      wallet_url: 'https://portal.example.com/api/wallet/SEAM',
    },
  ],
};

describe('seamless wallet page (免轉錢包)', () => {
  it('speaks zh_TW: the title, the wallet modes and the transaction search, and searches by round', async () => {
    await changeLocale('zh_TW');
    signIn('super');
    server.use(counts(), post('/api/admin/seamless/platforms', ok(platforms)), post('/api/admin/seamless/transactions', ok({ list: [] })));
    renderAdmin('/settings/seamless');
    expect(await screen.findByRole('heading', { name: '免轉錢包' })).toBeInTheDocument();
    expect(screen.getByText(/外部供應商透過免轉錢包介面/)).toBeInTheDocument();
    expect(screen.getByText('本站公鑰（供應商用它驗證回覆簽名）')).toBeInTheDocument();
    expect(await screen.findByText('免轉')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '錢包模式' })).toBeInTheDocument();
    const search = screen.getByText('交易查詢').closest<HTMLElement>('section')!;
    await userEvent.type(within(search).getByRole('textbox', { name: '局號' }), 'r-1');
    await userEvent.click(within(search).getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(requests.to('/api/admin/seamless/transactions').at(-1)!.body).toEqual({ uuid: '', round: 'r-1' }));
  });
});
