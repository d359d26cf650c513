import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { TopBar } from './top-bar';
import { Header } from './header';
import { Footer } from './footer';
import { FloatButtons } from './float-buttons';
import { LoginPromptProvider } from '../../components/login-prompt';
import { FirstPlayProvider } from '../../features/games/first-play';
import { useIsLoggedIn } from '../../lib/session/queries';
import { loadTexts } from '../../i18n';

// The reality check runs while a member is logged in; a visitor's page never downloads it.
const RealityCheck = lazy(() => Promise.all([import('../../features/responsible/reality-check'), loadTexts('pages')]).then(([m]) => m));

export default function MainLayout() {
  const loggedIn = useIsLoggedIn();
  return (
    <LoginPromptProvider>
      <FirstPlayProvider>
        <div className="layout">
          <TopBar />
          <Header />
          <main className="main">
            <Outlet />
          </main>
          <Footer />
          <FloatButtons />
          {loggedIn && (
            <Suspense fallback={null}>
              <RealityCheck />
            </Suspense>
          )}
        </div>
      </FirstPlayProvider>
    </LoginPromptProvider>
  );
}
