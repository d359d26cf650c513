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

  const promotionRow = {
    id: 5,
    type_id: 1,
    title: '首存送',
    content: '首存即送',
    memo: '',
    banner: '',
    sort: 0,
    enabled: true,
    i18n: {},
    created_at: '2026-11-23 09:00:00',
    bonus_kind: 'fixed' as const,
    bonus_value: '88.00',
    bonus_cap: '',
    bonus_turnover: '1.00',
    stackable: false,
    money_set_by: 'fin1',
    money_set_at: '2026-11-23 09:30:00',
  };

  it("operations save a promotion's texts only: its money settings are shown, finance's to change (issue 28)", async () => {
    signIn('operations');
    server.use(
      counts(),
      post('/api/admin/content/notices', ok([])),
      post('/api/admin/content/activities', ok([promotionRow])),
      post('/api/admin/content/activities/save', ok({ ...promotionRow, title: '首存送 88' }, '操作成功')),
    );
    renderAdmin('/content');
    await userEvent.click(await screen.findByRole('tab', { name: '活动' }));
    await userEvent.click(await screen.findByText('首存送'));
    const dialog = await screen.findByRole('dialog', { name: '编辑 #5' });
    const bonus = within(dialog).getByTestId('bonus-fields');
    expect(within(bonus).getByLabelText('红利金额')).toBeDisabled();
    expect(within(bonus).getByLabelText('红利金额')).toHaveValue('88.00');
    expect(within(bonus).getByTestId('bonus-finance-only')).toHaveTextContent('只能由财务或超级管理员修改');
    expect(within(bonus).getByTestId('bonus-set-by')).toHaveTextContent('fin1');
    expect(within(bonus).queryByTestId('bonus-save')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('标题'), ' 88');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requests.to('/api/admin/content/activities/save')).toHaveLength(1));
    const body = requests.to('/api/admin/content/activities/save')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 5, title: '首存送 88' });
    for (const field of ['bonus_kind', 'bonus_value', 'bonus_cap', 'bonus_turnover', 'stackable']) expect(body).not.toHaveProperty(field);
    expect(requests.to('/api/admin/content/activities/money')).toHaveLength(0);
  });

  it("finance set a promotion's bonus on its own route: a percent of the qualifying deposit with a cap, a turnover multiple, stackable", async () => {
    signIn('finance');
    server.use(
      counts(),
      post('/api/admin/content/notices', ok([])),
      post('/api/admin/content/activities', ok([promotionRow])),
      post(
        '/api/admin/content/activities/money',
        ok(
          {
            ...promotionRow,
            bonus_kind: 'percent',
            bonus_value: '10.00',
            bonus_cap: '500.00',
            bonus_turnover: '3.00',
            stackable: true,
            money_set_by: 'finance1',
          },
          '操作成功',
        ),
      ),
    );
    renderAdmin('/content');
    // Finance see the promotions only, and change nothing but their money settings.
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['活动']);
    expect(screen.queryByRole('button', { name: '+ 新增活动' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText('首存送'));
    const dialog = await screen.findByRole('dialog', { name: '编辑 #5' });
    expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    const bonus = within(dialog).getByTestId('bonus-fields');
    await userEvent.selectOptions(within(bonus).getByLabelText('红利方式'), 'percent');
    await userEvent.clear(within(bonus).getByLabelText('比例 %'));
    await userEvent.type(within(bonus).getByLabelText('比例 %'), '10');
    expect(within(bonus).getByLabelText('封顶金额')).toHaveAttribute('placeholder', '须设定封顶金额');
    await userEvent.type(within(bonus).getByLabelText('封顶金额'), '500');
    await userEvent.clear(within(bonus).getByLabelText('流水倍数'));
    await userEvent.type(within(bonus).getByLabelText('流水倍数'), '3');
    await userEvent.click(within(bonus).getByLabelText(/可叠加/));
    await userEvent.click(within(bonus).getByTestId('bonus-save'));
    await waitFor(() => expect(requests.to('/api/admin/content/activities/money')).toHaveLength(1));
    expect(requests.to('/api/admin/content/activities/money')[0]!.body).toEqual({
      id: 5,
      bonus_kind: 'percent',
      bonus_value: '10',
      bonus_cap: '500',
      bonus_turnover: '3',
      stackable: true,
    });
    await waitFor(() => expect(within(bonus).getByTestId('bonus-set-by')).toHaveTextContent('finance1'));
    expect(requests.to('/api/admin/content/activities/save')).toHaveLength(0);
  });
});
