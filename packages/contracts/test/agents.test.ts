import { describe, expect, it } from 'vitest';
import { agentLink, applyAgentSchema, APPLY_AGENT_ORDER, parseInOrder, visitUrlSchema, withPid } from '../src/index.js';

describe('agent rules', () => {
  it('builds the referral link from the public origin', () => {
    expect(agentLink('https://portal.example', 7)).toBe('https://portal.example/registerForAplink?pid=7');
    expect(agentLink('https://portal.example/', 7)).toBe('https://portal.example/registerForAplink?pid=7');
  });

  it('adds pid to a visit URL, inside the hash of a hash-routed page', () => {
    expect(withPid('/#/app', 5)).toBe('/#/app?pid=5');
    expect(withPid('https://m.example/#/home?x=1', 5)).toBe('https://m.example/#/home?x=1&pid=5');
    expect(withPid('https://m.example/land?x=1', 5)).toBe('https://m.example/land?x=1&pid=5');
    expect(withPid('https://m.example', 5)).toBe('https://m.example?pid=5');
    expect(withPid('https://m.example', undefined)).toBe('https://m.example');
  });

  it('reads pid as a positive integer or nothing', () => {
    expect(visitUrlSchema.parse({ pid: '12' })).toEqual({ pid: 12 });
    expect(visitUrlSchema.parse({ pid: '-1' })).toEqual({ pid: undefined });
    expect(visitUrlSchema.parse({})).toEqual({ pid: undefined });
  });

  it('checks the application phone first, then the reason', () => {
    const key = (v: object) => {
      const r = parseInOrder(applyAgentSchema, v, APPLY_AGENT_ORDER);
      return r.ok ? null : r.key;
    };
    expect(key({})).toBe('agent.mobileFormat');
    expect(key({ mobile: '13800138000' })).toBe('agent.applyInfoRequired');
    expect(key({ mobile: '13800138000', apply_info: 'ok' })).toBeNull();
  });
});
