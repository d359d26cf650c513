import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Game } from '@portal/contracts';
import { LoginPromptProvider } from '../../../components/login-prompt';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../../test/render';
import { ok, server } from '../../../../test/msw';
import { MenuPanel } from '../components/menu-panel';
import { FirstPlayProvider } from '../first-play';

// The server names games and platforms in the language of the request (its Lang header).
const NAMES: Record<string, string> = { zh_TW: 'AG真人視訊', en_US: 'AG Live Casino' };
const game = (name: string): Game => ({ category_id: 'realbet', platform_name: 'AG', game_code: '0', name, api_logo_img: '' });

describe('switching language', () => {
  it('shows the platform names in the new language without a reload', async () => {
    server.use(http.get('/api/game/list', ({ request }) => HttpResponse.json(ok([game(NAMES[request.headers.get('Lang') ?? 'zh_TW'] ?? '?')]))));
    renderPage('/', [
      {
        path: '/',
        element: (
          <LoginPromptProvider>
            <FirstPlayProvider>
              <MenuPanel category="realbet" />
            </FirstPlayProvider>
          </LoginPromptProvider>
        ),
      },
    ]);
    expect(await screen.findByText('AG真人視訊')).toBeInTheDocument();
    await act(() => changeLocale('en_US'));
    expect(await screen.findByText('AG Live Casino')).toBeInTheDocument();
    expect(screen.queryByText('AG真人視訊')).toBeNull();
  });
});
