import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counts } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

describe('content in six languages', () => {
  it('writes a home notice in Chinese and English, previews each language (falling back to Chinese) and saves it', async () => {
    signIn('operations');
    server.use(counts(), post('/api/admin/content/notices', ok([])), post('/api/admin/content/notices/save', ok({ id: 9 }, '操作成功')));
    renderAdmin('/content');
    expect(await screen.findByTestId('empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ 新增公告' }));
    const dialog = await screen.findByRole('dialog', { name: '新增公告' });
    expect(within(dialog).getAllByRole('tab')).toHaveLength(6);
    await userEvent.type(within(dialog).getByLabelText('标题'), '维护通知');
    await userEvent.type(within(dialog).getByLabelText('内容'), '今晚维护');
    await userEvent.click(within(dialog).getByLabelText('首页滚动公告'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'English' }));
    await userEvent.type(within(dialog).getByLabelText('标题'), 'Maintenance');
    const preview = within(dialog).getByTestId('preview');
    expect(preview).toHaveTextContent('Maintenance');
    expect(preview).toHaveTextContent('今晚维护'); // no English content yet: the Chinese shows
    await userEvent.click(within(dialog).getByRole('tab', { name: '日本語' }));
    expect(within(dialog).getByTestId('preview')).toHaveTextContent('维护通知');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requests.to('/api/admin/content/notices/save')).toHaveLength(1));
    expect(requests.to('/api/admin/content/notices/save')[0]!.body).toMatchObject({
      title: '维护通知',
      content: '今晚维护',
      is_home: true,
      enabled: true,
      i18n: { en_US: { title: 'Maintenance' } },
    });
    expect(requests.to('/api/admin/content/notices/save')[0]!.key).toBeTruthy();
  });

  it("sets a promotion's bonus: a percent of the qualifying deposit with a cap and a turnover multiple", async () => {
    signIn('operations');
    server.use(
      counts(),
      post('/api/admin/content/notices', ok([])),
      post('/api/admin/content/activities', ok([])),
      post('/api/admin/content/activities/save', ok({ id: 5 }, '操作成功')),
    );
    renderAdmin('/content');
    await userEvent.click(await screen.findByRole('tab', { name: '活动' }));
    await userEvent.click(screen.getByRole('button', { name: '+ 新增活动' }));
    const dialog = await screen.findByRole('dialog', { name: '新增活动' });
    await userEvent.type(within(dialog).getByLabelText('标题'), '首存送 10%');
    await userEvent.type(within(dialog).getByLabelText('内容'), '首存即送');
    const bonus = within(dialog).getByTestId('bonus-fields');
    expect(within(bonus).queryByLabelText('封顶金额')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(bonus).getByLabelText('红利方式'), 'percent');
    await userEvent.type(within(bonus).getByLabelText('比例 %'), '10');
    await userEvent.type(within(bonus).getByLabelText('封顶金额'), '500');
    await userEvent.type(within(bonus).getByLabelText('流水倍数'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requests.to('/api/admin/content/activities/save')).toHaveLength(1));
    expect(requests.to('/api/admin/content/activities/save')[0]!.body).toMatchObject({
      title: '首存送 10%',
      bonus_kind: 'percent',
      bonus_value: '10',
      bonus_cap: '500',
      bonus_turnover: '3',
    });
  });
});
