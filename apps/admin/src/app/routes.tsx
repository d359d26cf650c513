import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout';
import { RequireStaff } from './guard';
import { LoginPage } from '../features/auth/login-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';

// Screens load on demand; the shell (login, layout, dashboard) comes with the first bundle.
const DepositsPage = lazy(() => import('../features/queues/deposits-page'));
const WithdrawalsPage = lazy(() => import('../features/queues/withdrawals-page'));
const ApplicationsPage = lazy(() => import('../features/queues/applications-page'));
const AgentApplicationsPage = lazy(() => import('../features/queues/agent-applications-page'));
const AdjustmentsPage = lazy(() => import('../features/queues/adjustments-page'));
const PayoutsPage = lazy(() => import('../features/queues/payouts-page'));
const MembersPage = lazy(() => import('../features/members/members-page'));
const MemberPage = lazy(() => import('../features/members/member-page'));
const SitePage = lazy(() => import('../features/settings/site-page'));
const CashierSettingsPage = lazy(() => import('../features/settings/cashier-page'));
const VipPage = lazy(() => import('../features/settings/vip-page'));
const RedPacketPage = lazy(() => import('../features/settings/redpacket-page'));
const ContentPage = lazy(() => import('../features/content/content-page'));
const InboxPage = lazy(() => import('../features/content/inbox-page'));
const GamesPage = lazy(() => import('../features/settings/games-page'));
const ReportsPage = lazy(() => import('../features/reports/reports-page'));
const OperationsPage = lazy(() => import('../features/operations/operations-page'));
const StaffPage = lazy(() => import('../features/staff/staff-page'));
const AuditPage = lazy(() => import('../features/staff/audit-page'));
const SecurityPage = lazy(() => import('../features/auth/security-page'));
const HarmPage = lazy(() => import('../features/responsible/harm-page'));
const AffordabilityPage = lazy(() => import('../features/responsible/affordability-page'));
const FeedbackPage = lazy(() => import('../features/feedback/feedback-page'));
const ChainPage = lazy(() => import('../features/chain/chain-page'));
const LotteryPage = lazy(() => import('../features/lottery/lottery-page'));
const SportsPage = lazy(() => import('../features/sports/sports-page'));
const SeamlessPage = lazy(() => import('../features/settings/seamless-page'));

const page = (path: string, element: ReactElement): RouteObject => ({ path, element });

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    element: (
      <RequireStaff>
        <Layout />
      </RequireStaff>
    ),
    children: [
      page('/', <DashboardPage />),
      page('/deposits', <DepositsPage />),
      page('/withdrawals', <WithdrawalsPage />),
      page('/applications', <ApplicationsPage />),
      page('/agents', <AgentApplicationsPage />),
      page('/adjustments', <AdjustmentsPage />),
      page('/payouts', <PayoutsPage />),
      page('/members', <MembersPage />),
      page('/members/:username', <MemberPage />),
      page('/settings/site', <SitePage />),
      page('/settings/cashier', <CashierSettingsPage />),
      page('/settings/vip', <VipPage />),
      page('/settings/redpacket', <RedPacketPage />),
      page('/settings/games', <GamesPage />),
      page('/settings/seamless', <SeamlessPage />),
      page('/content', <ContentPage />),
      page('/messages', <InboxPage />),
      page('/feedback', <FeedbackPage />),
      page('/chain', <ChainPage />),
      page('/lottery', <LotteryPage />),
      page('/sports', <SportsPage />),
      page('/reports', <ReportsPage />),
      page('/operations', <OperationsPage />),
      page('/protection', <HarmPage />),
      page('/affordability', <AffordabilityPage />),
      page('/staff', <StaffPage />),
      page('/audit', <AuditPage />),
      page('/security', <SecurityPage />),
      page('*', <DashboardPage />),
    ],
  },
];
