import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/states';
import { SponsorPage } from './sponsor-page';
import { useLaunchGame } from './api/launch-game';

const CLOSE_AFTER_MS = 2000; // spec §4: on failure the message shows, then the page blanks and closes after 2 s

/**
 * /gamePage, opened in a new tab. dailiD: the agent login URL. name/type/code: launch a game.
 * type 1 or 2 without a platform name: the club sponsorship views.
 */
export default function GamePage() {
  const [params] = useSearchParams();
  const name = params.get('name');
  const type = params.get('type');
  if (!params.has('dailiD') && !name && (type === '1' || type === '2')) return <SponsorPage club={type === '1' ? 1 : 2} />;
  return <Launcher agent={params.has('dailiD')} name={name ?? ''} type={type ?? '0'} code={params.get('code') ?? '0'} />;
}

function Launcher({ agent, name, type, code }: { agent: boolean; name: string; type: string; code: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const started = useRef(false);
  const { mutateAsync: launchUrl } = useLaunchGame();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      setFailure(message);
      setTimeout(() => {
        setBlank(true);
        window.close();
      }, CLOSE_AFTER_MS);
    };
    const launch = async () => {
      if (!agent && !name) return fail(t('game.missing'));
      try {
        const { url } = await launchUrl(agent ? { agent } : { agent, name, type, code });
        if (url) window.location.replace(url);
        else fail(t('common.network'));
      } catch (e) {
        fail((e as Error).message);
      }
    };
    void launch();
  }, [agent, name, type, code, t, launchUrl]);
  if (blank) return <div className="game-blank" data-testid="game-blank" />;
  return (
    <div className="game-launch" data-testid="game-launch">
      {failure ? (
        <div className="game-fail">
          <span className="toast-icon" style={{ background: 'var(--red)' }}>
            ✕
          </span>
          <p data-testid="game-failure">{failure}</p>
          <small>{t('game.closing')}</small>
        </div>
      ) : (
        <Spinner label={t('game.launching')} />
      )}
    </div>
  );
}
