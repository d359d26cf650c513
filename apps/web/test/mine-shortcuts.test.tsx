import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from './render';
import { MINE_SHORTCUTS, mineShortcutRoutes } from '../src/app/router';

afterEach(cleanup);

describe('the short member paths (spec §2.4)', () => {
  it('are /recharge, /transfer, /bankCard, /transRecord, /center and /message', () => {
    expect([...MINE_SHORTCUTS]).toEqual(['recharge', 'transfer', 'bankCard', 'transRecord', 'center', 'message']);
  });

  for (const path of MINE_SHORTCUTS) {
    it(`/${path} goes to /mine/${path}, keeping the query`, async () => {
      const { router } = renderPage(`/${path}?type=2`, [...mineShortcutRoutes, { path: `/mine/${path}`, element: <div data-testid="mine">{path}</div> }]);
      expect(await screen.findByTestId('mine')).toHaveTextContent(path);
      expect(router.state.location.pathname).toBe(`/mine/${path}`);
      expect(router.state.location.search).toBe('?type=2');
    });
  }
});
