import { Outlet } from 'react-router-dom';
import { TopBar } from './top-bar';
import { Header } from './header';
import { Footer } from './footer';
import { FloatButtons } from './float-buttons';
import { LoginPromptProvider } from '../../components/login-prompt';

export default function MainLayout() {
  return (
    <LoginPromptProvider>
      <div className="layout">
        <TopBar />
        <Header />
        <main className="main">
          <Outlet />
        </main>
        <Footer />
        <FloatButtons />
      </div>
    </LoginPromptProvider>
  );
}
