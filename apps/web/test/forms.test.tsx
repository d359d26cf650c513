import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../src/features/auth/login-page';
import RegisterPage from '../src/features/auth/register-page';
import ForgotPage from '../src/features/auth/forgot-page';
import { fakeServer, renderPage } from './render';
import { changeLocale } from '../src/i18n';

const captcha = { code: 200, message: '', data: { captcha_id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expires_in: 300 } };
const user = { code: 200, message: '', data: { username: 'player01', balance: '0.00', vipname: '', current_vip: 'P1', has_paypassword: true } };

beforeEach(async () => {
  sessionStorage.clear();
  await changeLocale('zh_TW');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const toastText = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');

describe('login form (spec §2.3, §5)', () => {
  it('checks the account and password first, then the code, and sends nothing until both pass', async () => {
    const server = fakeServer({ '/api/captcha': captcha });
    vi.stubGlobal('fetch', server.fetchFn);
    renderPage('/login', [{ path: '/login', element: <LoginPage /> }]);
    const u = userEvent.setup();
    await u.click(screen.getByTestId('login-submit'));
    expect(await toastText()).toContain('请输入您的账号和密码！');
    await u.type(screen.getByLabelText('帳號'), 'player01');
    await u.type(screen.getByLabelText('密碼'), 'pass1234');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(async () => expect(await toastText()).toContain('请输入验证码！'));
    expect(server.calls.filter((c) => c.path === '/api/login_pc')).toHaveLength(0);
    expect(screen.getByLabelText('帳號')).toHaveAttribute('maxLength', '32');
    expect(screen.getByLabelText('驗證碼')).toHaveAttribute('maxLength', '4');
  });

  it('on a failed login shows the server message, clears the code and fetches a new picture', async () => {
    const server = fakeServer({ '/api/captcha': captcha, '/api/login_pc': { code: 203, message: '帳號或密碼錯誤', data: null } });
    vi.stubGlobal('fetch', server.fetchFn);
    renderPage('/login', [{ path: '/login', element: <LoginPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('帳號'), 'player01');
    await u.type(screen.getByLabelText('密碼'), 'wrong999');
    await u.type(screen.getByLabelText('驗證碼'), 'ab12');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(async () => expect(await toastText()).toContain('帳號或密碼錯誤'));
    expect(screen.getByLabelText('驗證碼')).toHaveValue('');
    expect(server.calls.filter((c) => c.path === '/api/captcha').length).toBeGreaterThanOrEqual(2);
    expect(server.calls.find((c) => c.path === '/api/login_pc')?.body).toMatchObject({ name: 'player01', password: 'wrong999', code: 'ab12', captcha_id: 'c1' });
  });

  it('on success keeps the token, loads the member and goes to the redirect target', async () => {
    const server = fakeServer({ '/api/captcha': captcha, '/api/login_pc': { code: 200, message: '登入成功', data: { api_token: 'tok', username: 'player01' } }, '/api/user': user, '/api/balance': { code: 200, message: '', data: { balance: '0.00' } } });
    vi.stubGlobal('fetch', server.fetchFn);
    const { router } = renderPage('/login?redirect=%2Fmine%2Fcenter', [{ path: '/login', element: <LoginPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('帳號'), 'player01');
    await u.type(screen.getByLabelText('密碼'), 'pass1234');
    await u.type(screen.getByLabelText('驗證碼'), 'ab12');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/center'));
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(sessionStorage.getItem('userInfo') ?? '{}').username).toBe('player01');
  });
});

describe('register form: rules in the order of spec §5', () => {
  const cases: [string, Record<string, string>, string, boolean?][] = [
    ['agreement', {}, '请阅读并同意相关条款和隐私协议！', false],
    ['account', { 帳號: 'abc' }, '用户名长度不得低于6位，以字母和数字组合！'],
    ['password', { 帳號: 'player01', 密碼: 'abcdefgh' }, '密码长度最少8位！以字母和数字组合！'],
    ['confirmation', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass12345' }, '两次密码不一致！'],
    ['real name', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: 'x1' }, '姓名格式不正确，可以是中，英文名称！'],
    ['phone or email', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明' }, '请输入手机号或邮箱！'],
    ['phone', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '12345678901' }, '请输入正确的手机号！'],
    ['email', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 郵箱: 'a@b' }, '请输入正确的邮箱！'],
    ['withdrawal password', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '13812345678', 取款密碼: '123' }, '支付密码长度需是6位！'],
    ['captcha', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '13812345678', 取款密碼: '123456' }, '验证码错误！'],
  ];
  for (const [rule, fields, message, agree = true] of cases) {
    it(`reports the ${rule} rule: ${message}`, async () => {
      const server = fakeServer({ '/api/captcha': captcha });
      vi.stubGlobal('fetch', server.fetchFn);
      renderPage('/register', [{ path: '/register', element: <RegisterPage /> }]);
      const u = userEvent.setup();
      if (!agree) await u.click(screen.getByRole('checkbox'));
      for (const [label, value] of Object.entries(fields)) await u.type(screen.getByLabelText(label), value);
      await u.click(screen.getByTestId('register-submit'));
      await waitFor(async () => expect(await toastText()).toContain(message));
      expect(server.calls.filter((c) => c.path === '/api/register')).toHaveLength(0);
    });
  }

  it('sends the spec §3 fields with the referrer pid and goes home on success', async () => {
    const server = fakeServer({ '/api/captcha': captcha, '/api/register': { code: 200, message: '註冊成功', data: { api_token: 'tok', username: 'player01' } }, '/api/user': user, '/api/balance': { code: 200, message: '', data: { balance: '0.00' } } });
    vi.stubGlobal('fetch', server.fetchFn);
    const { router } = renderPage('/register?pid=7', [{ path: '/register', element: <RegisterPage /> }]);
    const u = userEvent.setup();
    const fields = { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '13812345678', 取款密碼: '123456', 驗證碼: 'ab12' };
    for (const [label, value] of Object.entries(fields)) await u.type(screen.getByLabelText(label), value);
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.calls.find((c) => c.path === '/api/register')?.body).toMatchObject({
      name: 'player01', password: 'pass1234', confirmPass: 'pass1234', realname: '王小明', phone: '13812345678', mail: '', paypassword: '123456', code: 'ab12', pid: '7',
    });
  });
});

describe('forgot form', () => {
  it('checks the phone or email before sending a code, and the passwords before changing', async () => {
    const server = fakeServer({ '/api/captcha': captcha });
    vi.stubGlobal('fetch', server.fetchFn);
    renderPage('/forgot', [{ path: '/forgot', element: <ForgotPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('手機號或郵箱'), '123');
    await u.click(screen.getByTestId('send-code'));
    await waitFor(async () => expect(await toastText()).toContain('请输入正确的手机号或邮箱！'));
    await u.clear(screen.getByLabelText('手機號或郵箱'));
    await u.type(screen.getByLabelText('手機號或郵箱'), '13812345678');
    await u.type(screen.getByLabelText('短信/郵件驗證碼'), '123456');
    await u.type(screen.getByLabelText('新密碼'), 'pass1234');
    await u.type(screen.getByLabelText('確認密碼'), 'pass9999');
    await u.click(screen.getByTestId('forgot-submit'));
    await waitFor(async () => expect(await toastText()).toContain('两次密码不一致！'));
    expect(server.calls.filter((c) => c.path.startsWith('/api/send') || c.path === '/api/changePassword')).toHaveLength(0);
  });

  it('sends the code by SMS for a phone number and resets the password with name sent empty', async () => {
    const server = fakeServer({
      '/api/captcha': captcha,
      '/api/sendSMSCaptcha': { code: 200, message: '验证码已发送，请注意查收！', data: null },
      '/api/changePassword': { code: 200, message: '密码修改成功！', data: { username: 'player01' } },
    });
    vi.stubGlobal('fetch', server.fetchFn);
    const { router } = renderPage('/forgot', [{ path: '/forgot', element: <ForgotPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('手機號或郵箱'), '13812345678');
    await u.type(screen.getByLabelText('圖形驗證碼'), 'ab12');
    await u.click(screen.getByTestId('send-code'));
    await waitFor(async () => expect(await toastText()).toContain('验证码已发送，请注意查收！'));
    expect(screen.getByTestId('send-code')).toBeDisabled();
    await u.type(screen.getByLabelText('短信/郵件驗證碼'), '123456');
    await u.type(screen.getByLabelText('新密碼'), 'pass1234');
    await u.type(screen.getByLabelText('確認密碼'), 'pass1234');
    await u.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls.find((c) => c.path === '/api/changePassword')?.body).toEqual({ phone: '13812345678', code: '123456', password: 'pass1234', confirmPass: 'pass1234', name: '' });
    expect(sessionStorage.getItem('rememberedName')).toBe('player01');
  });
});
