import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counts } from './fixtures';
import { get, ok, post, refused, requests, server } from './msw';
import { renderAdmin } from './render';
import { staffSession } from '../src/lib/session';

describe('staff login', () => {
  it('signs in and lands on the dashboard with the pending counts', async () => {
    server.use(
      post('/api/admin/login', ok({ api_token: 'tok', name: 'fin', role: 'finance', expires_at: '', must_enrol_totp: false }, '登录成功')),
      counts({ deposits: 3 }),
      post('/api/admin/reports/today', ok(null)),
    );
    renderAdmin('/login');
    await userEvent.type(await screen.findByLabelText('账号'), 'fin');
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('您好，fin')).toBeInTheDocument();
    expect(await screen.findByTestId('badge-deposits')).toHaveTextContent('3');
    expect(staffSession.current()).toMatchObject({ token: 'tok', role: 'finance' });
    expect(requests.to('/api/admin/queues/counts')[0]!.auth).toBe('Bearer tok');
  });

  it('shows the refusal and an image code after a failed login, and sends the code next time', async () => {
    server.use(
      post('/api/admin/login', (body) =>
        body.code === 'ab12' ? ok({ api_token: 't2', name: 'x', role: 'support', expires_at: '', must_enrol_totp: false }) : refused(1000, '请输入图形验证码'),
      ),
      get('/api/captcha', ok({ captcha_id: 'c1', image: 'data:image/png;base64,AA==' })),
      counts(),
    );
    renderAdmin('/login');
    await userEvent.type(await screen.findByLabelText('账号'), 'x');
    await userEvent.type(screen.getByLabelText('密码'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入图形验证码');
    await userEvent.type(await screen.findByRole('textbox', { name: '图形验证码' }), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(staffSession.current()?.token).toBe('t2'));
    expect(requests.to('/api/admin/login')[1]!.body).toMatchObject({ captcha_id: 'c1', code: 'ab12' });
  });

  it('asks for the TOTP code when the account has one and sends it as otp', async () => {
    server.use(
      post('/api/admin/login', (body) =>
        body.otp === '123456'
          ? ok({ api_token: 't3', name: 'boss', role: 'super', expires_at: '', must_enrol_totp: false })
          : ok({ totp_required: true }, '请输入动态验证码'),
      ),
      counts(),
    );
    renderAdmin('/login');
    await userEvent.type(await screen.findByLabelText('账号'), 'boss');
    await userEvent.type(screen.getByLabelText('密码'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await userEvent.type(await screen.findByLabelText('动态验证码（6位）'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(staffSession.current()?.token).toBe('t3'));
  });

  it('sends a signed-out visitor to the login page', async () => {
    renderAdmin('/deposits');
    expect(await screen.findByRole('heading', { name: '后台登录' })).toBeInTheDocument();
  });
});
