import { get, ok, post, type Answer } from '../../../../test/msw';

// The routes of the auth feature (spec §7), as the login, register and forgot forms call them.

export const captchaReply = ok({ captcha_id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expires_in: 300 }, '');

export const authHandlers = {
  captcha: () => get('/api/captcha', captchaReply),
  login: (answer: Answer) => post('/api/login_pc', answer),
  register: (answer: Answer) => post('/api/register', answer),
  sendSmsCode: (answer: Answer) => post('/api/sendSMSCaptcha', answer),
  resetPassword: (answer: Answer) => post('/api/changePassword', answer),
  limitOffer: (answer: Answer) => post('/api/responsible/offer', answer),
};
