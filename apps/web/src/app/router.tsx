import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createHashRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { RequireLogin } from './guard';
import { SiteGate } from './site-gate';
import { ScrollToTop } from './scroll-to-top';
import { Spinner } from '../components/states';
import { loadTexts } from '../i18n';
import type { TextPart } from '../i18n/parts';

type Page = LazyExoticComponent<ComponentType>;
/** A route's code, loaded together with the part of the texts it shows (src/i18n/parts.ts). */
const page = (load: () => Promise<{ default: ComponentType }>, texts: TextPart = 'pages'): Page =>
  lazy(() => Promise.all([load(), loadTexts(texts)]).then(([module]) => module));

// Every route is its own chunk (spec §2), so the home page downloads only its own.
const MainLayout = page(() => import('./layout/main-layout'), 'core');
const ProfileLayout = page(() => import('../features/profile/profile-layout'));
const Home = page(() => import('../features/home/home-page'), 'core');
const Login = page(() => import('../features/auth/login-page'));
const Register = page(() => import('../features/auth/register-page'));
const AgentRegister = page(() => import('../features/auth/agent-register-page'));
const Forgot = page(() => import('../features/auth/forgot-page'));
const Center = page(() => import('../features/profile/center-page'));
const Transfer = page(() => import('../features/wallet/transfer-page'));
const BetRecord = page(() => import('../features/records/bet-record-page'));
const TransRecord = page(() => import('../features/records/trans-record-page'));
const RebateRecord = page(() => import('../features/rebates/rebate-record-page'));
const Inbox = page(() => import('../features/inbox/inbox-page'));
const PromotionRecord = page(() => import('../features/promotions/promotion-record-page'));
const GamePage = page(() => import('../features/games/game-page'));
const Deposit = page(() => import('../features/cashier/deposit-page'));
const Withdrawal = page(() => import('../features/cashier/withdrawal-page'));
const BankCard = page(() => import('../features/cashier/bank-card-page'));
const PayInfo = page(() => import('../features/cashier/pay-info-page'));
const ApplyAgent = page(() => import('../features/agents/apply-agent-page'));
const AgentCenter = page(() => import('../features/agents/agent-page'));
const Welfare = page(() => import('../features/redpacket/welfare-page'));
const RedPacket = page(() => import('../features/redpacket/red-packet-page'));
const Responsible = page(() => import('../features/responsible/responsible-page'));
const Feedback = page(() => import('../features/feedback/feedback-page'));

/** Spec §2.4: the member screens are also reached by their short paths (/recharge -> /mine/recharge), query kept. */
export const MINE_SHORTCUTS = ['recharge', 'transfer', 'bankCard', 'transRecord', 'center', 'message'] as const;
function ToMine({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={`/mine/${path}${search}`} replace />;
}
export const mineShortcutRoutes = MINE_SHORTCUTS.map((p) => ({ path: `/${p}`, element: <ToMine path={p} /> }));

function Suspended({ children }: { children: React.ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="page-center">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

function Root() {
  return (
    <SiteGate>
      <ScrollToTop />
      <Suspended>
        <Outlet />
      </Suspended>
    </SiteGate>
  );
}

function el(Component: Page) {
  return (
    <Suspended>
      <Component />
    </Suspended>
  );
}

export const publicRoutes: { path: string; Component: Page }[] = [
  { path: '/', Component: Home },
  { path: '/realbet', Component: page(() => import('../features/games/realbet-page')) },
  { path: '/sport', Component: page(() => import('../features/games/sport-page')) },
  { path: '/lottery', Component: page(() => import('../features/games/lottery-page')) },
  { path: '/gaming', Component: page(() => import('../features/games/gaming-page')) },
  { path: '/joker', Component: page(() => import('../features/games/joker-page')) },
  { path: '/pcgame', Component: page(() => import('../features/games/pcgame-page')) },
  { path: '/mobilegame', Component: page(() => import('../features/games/mobilegame-page')) },
  { path: '/concise', Component: page(() => import('../features/games/concise-page')) },
  { path: '/activity', Component: page(() => import('../features/promotions/promotions-page')) },
  { path: '/activityInfo', Component: page(() => import('../features/promotions/promotion-info-page')) },
  { path: '/vip', Component: page(() => import('../features/vip/vip-page')) },
  { path: '/abouts', Component: page(() => import('../features/about/about-page')) },
  { path: '/app', Component: page(() => import('../features/download/download-page')) },
  { path: '/companion', Component: page(() => import('../features/companion/companion-page')) },
  { path: '/kefu', Component: page(() => import('../features/support/kefu-page')) },
  { path: '/test', Component: page(() => import('../features/home/test-page')) },
];

export const router = createHashRouter([
  {
    element: <Root />,
    children: [
      {
        element: el(MainLayout),
        children: [
          ...publicRoutes.map(({ path, Component }) => ({ path, element: el(Component) })),
          {
            path: '/mine',
            element: <RequireLogin>{el(ProfileLayout)}</RequireLogin>,
            children: [
              { index: true, element: <Navigate to="/mine/center" replace /> },
              { path: 'center', element: el(Center) },
              { path: 'transfer', element: el(Transfer) },
              { path: 'betRecord', element: el(BetRecord) },
              { path: 'transRecord', element: el(TransRecord) },
              { path: 'fanshui', element: el(RebateRecord) },
              { path: 'recharge', element: el(Deposit) },
              { path: 'withdraw', element: el(Withdrawal) },
              { path: 'bankCard', element: el(BankCard) },
              { path: 'welfare', element: el(Welfare) },
              { path: 'message', element: el(Inbox) },
              { path: 'activityRecord', element: el(PromotionRecord) },
              { path: 'applyagent', element: el(ApplyAgent) },
              { path: 'agent', element: el(AgentCenter) },
              { path: 'responsible', element: el(Responsible) },
              { path: 'feedback', element: el(Feedback) },
            ],
          },
        ],
      },
      { path: '/login', element: el(Login) },
      { path: '/register', element: el(Register) },
      { path: '/registerForAplink', element: el(AgentRegister) },
      { path: '/forgot', element: el(Forgot) },
      { path: '/gamePage', element: el(GamePage) },
      { path: '/payInfo', element: <RequireLogin>{el(PayInfo)}</RequireLogin> },
      { path: '/userredpacket', element: <RequireLogin>{el(RedPacket)}</RequireLogin> },
      ...mineShortcutRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
