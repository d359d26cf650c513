import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../login-page';
import RegisterPage from '../register-page';
import ForgotPage from '../forgot-page';
import { renderPage } from '../../../../test/render';
import { ok, refused, requests, server } from '../../../../test/msw';
import { startedSession } from '../../../../test/handlers/session';
import { authHandlers } from './handlers';

const toastText = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');

describe('login form (spec §2.3, §5)', () => {
  it('checks the account and password first, then the code, and sends nothing until both pass', async () => {
    server.use(authHandlers.captcha());
    renderPage('/login', [{ path: '/login', element: <LoginPage /> }]);
    const u = userEvent.setup();
    await u.click(screen.getByTestId('login-submit'));
    expect(await toastText()).toContain('請輸入您的帳號和密碼！');
    await u.type(screen.getByLabelText('帳號'), 'player01');
    await u.type(screen.getByLabelText('密碼'), 'pass1234');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(async () => expect(await toastText()).toContain('請輸入驗證碼！'));
    expect(requests.to('/api/login_pc')).toHaveLength(0);
    expect(screen.getByLabelText('帳號')).toHaveAttribute('maxLength', '32');
    expect(screen.getByLabelText('驗證碼')).toHaveAttribute('maxLength', '4');
  });

  it('on a failed login shows the server message, clears the code and fetches a new picture', async () => {
    server.use(authHandlers.captcha(), authHandlers.login(refused(203, '帳號或密碼錯誤')));
    renderPage('/login', [{ path: '/login', element: <LoginPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('帳號'), 'player01');
    await u.type(screen.getByLabelText('密碼'), 'wrong999');
    await u.type(screen.getByLabelText('驗證碼'), 'ab12');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(async () => expect(await toastText()).toContain('帳號或密碼錯誤'));
    expect(screen.getByLabelText('驗證碼')).toHaveValue('');
    expect(requests.to('/api/captcha').length).toBeGreaterThanOrEqual(2);
    expect(requests.to('/api/login_pc')[0]?.body).toMatchObject({ name: 'player01', password: 'wrong999', code: 'ab12', captcha_id: 'c1' });
  });

  it('on success keeps the token, loads the member and goes to the redirect target', async () => {
    server.use(authHandlers.captcha(), authHandlers.login(ok({ api_token: 'tok', username: 'player01' }, '登入成功')), ...startedSession());
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
    ['agreement', {}, '請閱讀並同意相關條款和隱私協議！', false],
    ['account', { 帳號: 'abc' }, '用戶名長度不得低於6位，以字母和數字組合！'],
    ['password', { 帳號: 'player01', 密碼: 'abcdefgh' }, '密碼長度最少8位！以字母和數字組合！'],
    ['confirmation', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass12345' }, '兩次密碼不一致！'],
    ['real name', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: 'x1' }, '姓名格式不正確，可以是中，英文名稱！'],
    ['phone or email', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明' }, '請輸入手機號或郵箱！'],
    ['phone', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '12345678901' }, '請輸入正確的手機號！'],
    ['email', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 郵箱: 'a@b' }, '請輸入正確的郵箱！'],
    [
      'withdrawal password',
      { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '13812345678', 取款密碼: '123' },
      '支付密碼長度需是6位！',
    ],
    ['captcha', { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '13812345678', 取款密碼: '123456' }, '驗證碼錯誤！'],
  ];
  for (const [rule, fields, message, agree = true] of cases) {
    it(`reports the ${rule} rule: ${message}`, async () => {
      server.use(authHandlers.captcha());
      renderPage('/register', [{ path: '/register', element: <RegisterPage /> }]);
      const u = userEvent.setup();
      if (!agree) await u.click(screen.getByRole('checkbox'));
      for (const [label, value] of Object.entries(fields)) await u.type(screen.getByLabelText(label), value);
      await u.click(screen.getByTestId('register-submit'));
      await waitFor(async () => expect(await toastText()).toContain(message));
      expect(requests.to('/api/register')).toHaveLength(0);
    });
  }

  it('sends the spec §3 fields with the referrer pid, offers a deposit limit and goes home when it is skipped', async () => {
    server.use(
      authHandlers.captcha(),
      authHandlers.register(ok({ api_token: 'tok', username: 'player01' }, '註冊成功')),
      authHandlers.limitOffer(ok(null, '已記錄您的選擇')),
      ...startedSession(),
    );
    const { router } = renderPage('/register?pid=7', [{ path: '/register', element: <RegisterPage /> }]);
    const u = userEvent.setup();
    const fields = { 帳號: 'player01', 密碼: 'pass1234', 確認密碼: 'pass1234', 真實姓名: '王小明', 手機號: '13812345678', 取款密碼: '123456', 驗證碼: 'ab12' };
    for (const [label, value] of Object.entries(fields)) await u.type(screen.getByLabelText(label), value);
    await u.click(screen.getByTestId('register-submit'));
    await u.click(await screen.findByTestId('deposit-limit-skip'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // going on without a limit is the member's recorded choice; with the referrer pid, the agent link's
    expect(requests.to('/api/responsible/offer')[0]?.body).toEqual({ place: 'agent', choice: 'declined' });
    expect(requests.to('/api/register')[0]?.body).toMatchObject({
      name: 'player01',
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: '王小明',
      phone: '13812345678',
      mail: '',
      paypassword: '123456',
      code: 'ab12',
      pid: '7',
    });
  });
});

describe('forgot form', () => {
  it('checks the phone or email before sending a code, and the passwords before changing', async () => {
    server.use(authHandlers.captcha());
    renderPage('/forgot', [{ path: '/forgot', element: <ForgotPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('手機號或郵箱'), '123');
    await u.click(screen.getByTestId('send-code'));
    await waitFor(async () => expect(await toastText()).toContain('請輸入正確的手機號或郵箱！'));
    await u.clear(screen.getByLabelText('手機號或郵箱'));
    await u.type(screen.getByLabelText('手機號或郵箱'), '13812345678');
    await u.type(screen.getByLabelText('短信/郵件驗證碼'), '123456');
    await u.type(screen.getByLabelText('新密碼'), 'pass1234');
    await u.type(screen.getByLabelText('確認密碼'), 'pass9999');
    await u.click(screen.getByTestId('forgot-submit'));
    await waitFor(async () => expect(await toastText()).toContain('兩次密碼不一致！'));
    expect(requests.all().filter((c) => c.path.startsWith('/api/send') || c.path === '/api/changePassword')).toHaveLength(0);
  });

  it('sends the code by SMS for a phone number and resets the password with name sent empty', async () => {
    server.use(
      authHandlers.captcha(),
      authHandlers.sendSmsCode(ok(null, '驗證碼已發送，請注意查收！')),
      authHandlers.resetPassword(ok({ username: 'player01' }, '密碼修改成功！')),
    );
    const { router } = renderPage('/forgot', [{ path: '/forgot', element: <ForgotPage /> }]);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('手機號或郵箱'), '13812345678');
    await u.type(screen.getByLabelText('圖形驗證碼'), 'ab12');
    await u.click(screen.getByTestId('send-code'));
    await waitFor(async () => expect(await toastText()).toContain('驗證碼已發送，請注意查收！'));
    expect(screen.getByTestId('send-code')).toBeDisabled();
    await u.type(screen.getByLabelText('短信/郵件驗證碼'), '123456');
    await u.type(screen.getByLabelText('新密碼'), 'pass1234');
    await u.type(screen.getByLabelText('確認密碼'), 'pass1234');
    await u.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.to('/api/changePassword')[0]?.body).toEqual({
      phone: '13812345678',
      code: '123456',
      password: 'pass1234',
      confirmPass: 'pass1234',
      name: '',
    });
    expect(sessionStorage.getItem('rememberedName')).toBe('player01');
  });
});
