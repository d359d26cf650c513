import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Activity } from '@portal/contracts';
import { LoginPromptProvider } from '../../../components/login-prompt';
import { session } from '../../../lib/session/storage';
import { renderPage } from '../../../../test/render';
import { ok, post, requests, server } from '../../../../test/msw';
import PromotionInfoPage from '../promotion-info-page';

const activity: Activity = {
  id: 7,
  type_id: 1,
  type_name: '新人優惠',
  title: '首存送 100%',
  banner: '',
  content: '首次存款即送',
  memo: '',
  created_at: '2026-11-01 00:00:00',
};

const openInfo = () => {
  server.use(post('/api/activitydeatil', ok(activity)));
  const utils = renderPage('/activityInfo?id=7', [
    {
      path: '/activityInfo',
      element: (
        <LoginPromptProvider>
          <PromotionInfoPage />
        </LoginPromptProvider>
      ),
    },
  ]);
  return { ...utils, u: userEvent.setup() };
};

describe('/activityInfo apply (spec §4: actions that need a session ask to log in)', () => {
  it('a visitor who applies is asked to log in to apply, not to enter a game, and nothing is sent', async () => {
    const { u, router } = openInfo();
    await u.click(await screen.findByTestId('apply'));
    const prompt = await screen.findByTestId('login-prompt');
    expect(prompt).toHaveTextContent('請先登入後再申請優惠活動');
    expect(prompt).not.toHaveTextContent('進入遊戲');
    expect(requests.to('/api/doactivityapply')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: '登入' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a signed-in member applies straight away', async () => {
    session.start('token-1');
    server.use(post('/api/doactivityapply', ok(null, '申請成功')));
    const { u } = openInfo();
    await u.click(await screen.findByTestId('apply'));
    await screen.findAllByTestId('toast');
    expect(requests.to('/api/doactivityapply')).toEqual([expect.objectContaining({ body: { activityid: 7 } })]);
    expect(screen.queryByTestId('login-prompt')).toBeNull();
  });
});
