import { describe, expect, it } from 'vitest';
import {
  parseInOrder,
  registerSchema,
  REGISTER_ORDER,
  editPasswordSchema,
  EDIT_PASSWORD_ORDER,
  translate,
  resolveLocale,
  maskMobile,
  maskEmail,
} from '../src/index.js';

const good = {
  name: 'player01',
  password: 'abc12345',
  confirmPass: 'abc12345',
  realname: '张三',
  phone: '13812345678',
  mail: '',
  paypassword: '123456',
  code: 'ab12',
  captcha_id: 'x',
};
const first = (input: object) => {
  const r = parseInOrder(registerSchema, input, REGISTER_ORDER);
  return r.ok ? 'ok' : r.key;
};

describe('register rules in spec order', () => {
  it('accepts a valid form', () => expect(first(good)).toBe('ok'));
  it('reports the earliest broken rule first', () => {
    expect(first({})).toBe('register.nameFormat');
    expect(first({ ...good, name: 'abc', password: 'x' })).toBe('register.nameFormat');
    expect(first({ ...good, password: 'abcdefgh', confirmPass: 'zz' })).toBe('register.passwordFormat');
    expect(first({ ...good, confirmPass: 'zz', realname: '1' })).toBe('register.passwordMismatch');
    expect(first({ ...good, realname: 'a1', phone: '', mail: '' })).toBe('register.realnameFormat');
    expect(first({ ...good, phone: '', mail: '', paypassword: '1' })).toBe('register.contactRequired');
    expect(first({ ...good, phone: '12345678901' })).toBe('register.mobileFormat');
    expect(first({ ...good, phone: '', mail: 'nope' })).toBe('register.emailFormat');
    expect(first({ ...good, paypassword: '12345' })).toBe('register.payPasswordLength');
    expect(first({ ...good, code: '' })).toBe('auth.codeWrong');
  });
  it('rejects wrong types without throwing', () => {
    expect(first({ ...good, name: 12345678 })).toBe('register.nameFormat');
    expect(parseInOrder(registerSchema, 'not an object', REGISTER_ORDER).ok).toBe(false);
  });
  it('accepts names with a middle dot and ampersand', () => {
    expect(first({ ...good, realname: '阿卜杜·热合曼' })).toBe('ok');
    expect(first({ ...good, realname: 'John & Mary' })).toBe('ok');
  });
});

describe('login password change', () => {
  const r = (i: object) => {
    const x = parseInOrder(editPasswordSchema, i, EDIT_PASSWORD_ORDER);
    return x.ok ? 'ok' : x.key;
  };
  it('follows spec §5', () => {
    expect(r({})).toBe('password.oldRequired');
    expect(r({ password: '123', newpasword: 'abcdef' })).toBe('password.oldLength');
    expect(r({ password: '123456' })).toBe('password.newRequired');
    expect(r({ password: '123456', newpasword: 'abc' })).toBe('password.newLength');
    expect(r({ password: '123456', newpasword: 'abcdef', confirmPass: '' })).toBe('password.confirmRequired');
    expect(r({ password: '123456', newpasword: 'abcdef', confirmPass: 'abcdeg' })).toBe('register.passwordMismatch');
    expect(r({ password: '123456', newpasword: '123456' })).toBe('password.sameAsOld');
    expect(r({ password: '123456', newpasword: 'abcdef', confirmPass: 'abcdef' })).toBe('ok');
  });
});

describe('messages', () => {
  it('keeps the spec texts verbatim for zh_CN and gives zh_TW their Traditional form', () => {
    expect(translate('auth.credentialsRequired', 'zh_TW')).toBe('請輸入您的帳號和密碼！');
    expect(translate('auth.credentialsRequired', 'zh_CN')).toBe('请输入您的账号和密码！');
    expect(translate('auth.credentialsRequired', 'en_US')).toBe('Please enter your account and password!');
  });
  it('maps Lang headers', () => {
    expect(resolveLocale(undefined)).toBe('zh_TW');
    expect(resolveLocale('en_US')).toBe('en_US');
    expect(resolveLocale('ja')).toBe('jp');
    expect(resolveLocale('xx')).toBe('zh_TW');
  });
});

describe("members' contacts as the back office's lists show them", () => {
  it('keep the first 3 and last 4 digits of a phone, the first letter and the domain of an email', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('8613812345678')).toBe('861******5678');
    expect(maskMobile('12345')).toBe('***45');
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('no-at-sign')).toBe('no-****sign');
  });
});
