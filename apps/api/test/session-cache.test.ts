import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createCore } from '../src/core.js';
import { createModules } from '../src/modules/index.js';
import { createTestApp, post, registerMember, type TestApp } from './support/app.js';

// Issue 12 item 13: the session check may be cached for at most a second, never longer.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second API process on the same database: its own core, so its own session cache. */
function secondProcess() {
  const core = createCore({ ...t.core });
  return createApp(core, createModules(core));
}

describe('revocation with the session cache (SESSION_CACHE_MS <= 1000)', () => {
  it('a token revoked here fails here at once', async () => {
    const { token } = await registerMember(t);
    expect((await post(t.app, '/api/balance', {}, { token })).code).toBe(200);
    expect((await post(t.app, '/api/logoff', {}, { token })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token })).code).toBe(401);
  });

  it('a token revoked by another process fails within one second', async () => {
    const other = secondProcess();
    const { token, form } = await registerMember(t);
    expect((await post(other, '/api/balance', {}, { token })).code).toBe(200); // now in the other process's cache
    expect((await post(t.app, '/api/editPassword', { password: form.password, newpasword: 'xyz78901', confirmPass: 'xyz78901' }, { token })).code).toBe(200);
    const revokedAt = performance.now();
    let refusedAfter = Infinity;
    while (performance.now() - revokedAt < 3000) {
      if ((await post(other, '/api/balance', {}, { token })).code === 401) {
        refusedAfter = performance.now() - revokedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(refusedAfter).toBeLessThanOrEqual(1000);
  });

  it('SESSION_CACHE_MS above one second is refused by the configuration', async () => {
    await expect(createTestApp({ SESSION_CACHE_MS: '5000' })).rejects.toThrow(/SESSION_CACHE_MS/);
  });
});
