import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CloudUploadOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MessageOutlined,
  PictureOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ShopOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { t } from '@/i18n';
import { signOut } from '@/lib/api';
import { LiveProvider, useLive } from '@/lib/live';
import { allowed, homeOf, type Screen, screens } from '@/lib/roles';
import { getSession } from '@/lib/session';
import { AppVersionsPage } from '@/pages/AppVersions';
import { AuditPage } from '@/pages/Audit';
import { BannersPage } from '@/pages/Banners';
import { CatalogPage } from '@/pages/Catalog';
import { HelpPage } from '@/pages/Help';
import { LedgerPage } from '@/pages/Ledger';
import { LoginPage } from '@/pages/Login';
import { MerchantPage } from '@/pages/Merchant';
import { NewsPage } from '@/pages/News';
import { OrderDetailPage } from '@/pages/OrderDetail';
import { OrdersPage } from '@/pages/Orders';
import { PaymentsPage } from '@/pages/Payments';
import { PayoutsPage } from '@/pages/Payouts';
import { RechargesPage } from '@/pages/Recharges';
import { ReviewsPage } from '@/pages/Reviews';
import { SupportPage } from '@/pages/Support';
import { UserDetailPage } from '@/pages/UserDetail';
import { UsersPage } from '@/pages/Users';
import { WithdrawalsPage } from '@/pages/Withdrawals';

/** The charts load with the dashboard only. */
const DashboardPage = lazy(() => import('@/pages/Dashboard').then((m) => ({ default: m.DashboardPage })));

const menu: { screen: Screen; icon: ReactNode }[] = [
  { screen: 'dashboard', icon: <DashboardOutlined /> },
  { screen: 'withdrawals', icon: <BankOutlined /> },
  { screen: 'recharges', icon: <WalletOutlined /> },
  { screen: 'payouts', icon: <DollarOutlined /> },
  { screen: 'users', icon: <TeamOutlined /> },
  { screen: 'merchant', icon: <ShopOutlined /> },
  { screen: 'orders', icon: <ProfileOutlined /> },
  { screen: 'content', icon: <FileTextOutlined /> },
  { screen: 'help', icon: <QuestionCircleOutlined /> },
  { screen: 'ledger', icon: <BookOutlined /> },
  { screen: 'support', icon: <CustomerServiceOutlined /> },
  { screen: 'reviews', icon: <MessageOutlined /> },
  { screen: 'banners', icon: <PictureOutlined /> },
  { screen: 'catalog', icon: <AppstoreOutlined /> },
  { screen: 'releases', icon: <CloudUploadOutlined /> },
  { screen: 'payments', icon: <CreditCardOutlined /> },
  { screen: 'audit', icon: <AuditOutlined /> },
];

export function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<RequireSession />} />
    </Routes>
  );
}

/** The session is read on every navigation: signing in (or out) takes effect on the next screen. */
function RequireSession() {
  useLocation();
  return getSession() ? <Shell /> : <Navigate to="/login" replace />;
}

function Shell() {
  const session = getSession()!;
  const { role, username } = session.operator;
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { pathname } = useLocation();
  const home = homeOf(role);
  const visible = menu.filter((m) => allowed(role, screens[m.screen]));
  const current = visible.find((m) => pathname.startsWith(`/${m.screen}`))?.screen;
  const guard = (screen: Screen, el: ReactNode) =>
    allowed(role, screens[screen]) ? el : <Result status="403" title={t('common.forbidden')} />;

  return (
    <LiveProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider width={220} theme="dark">
          <div style={{ color: '#fff', padding: '20px 24px', fontSize: 18, fontWeight: 600 }}>{t('app.title')}</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={current ? [current] : []}
            items={visible.map((m) => ({ key: m.screen, icon: m.icon, label: t(`nav.${m.screen}`) }))}
            onClick={(e) => navigate(`/${e.key}`)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{
              background: '#fff',
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <Space>
              <LiveState />
              <LanguageSwitch />
              <Typography.Text data-testid="operator-name">{username}</Typography.Text>
              <Tag color="orange">{t(`role.${role}`)}</Tag>
              <Button
                icon={<LogoutOutlined />}
                onClick={async () => {
                  await signOut();
                  // The next operator of this tab sees nothing of this one's lists.
                  queries.clear();
                  navigate('/login', { replace: true });
                }}
              >
                {t('common.logout')}
              </Button>
            </Space>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <Suspense fallback={<Spin />}>
              <Routes>
                <Route
                  path="/"
                  element={
                    home ? (
                      <Navigate to={`/${home}`} replace />
                    ) : (
                      <Result status="info" title={t('common.no_screens')} />
                    )
                  }
                />
                <Route path="/dashboard" element={guard('dashboard', <DashboardPage />)} />
                <Route path="/withdrawals" element={guard('withdrawals', <WithdrawalsPage />)} />
                <Route path="/recharges" element={guard('recharges', <RechargesPage />)} />
                <Route path="/payouts" element={guard('payouts', <PayoutsPage />)} />
                <Route path="/users" element={guard('users', <UsersPage />)} />
                <Route path="/users/:uid" element={guard('users', <UserDetailPage />)} />
                <Route path="/merchant" element={guard('merchant', <MerchantPage />)} />
                <Route path="/orders" element={guard('orders', <OrdersPage />)} />
                <Route path="/orders/:oid" element={guard('orders', <OrderDetailPage />)} />
                <Route path="/content" element={guard('content', <NewsPage />)} />
                <Route path="/help" element={guard('help', <HelpPage />)} />
                <Route path="/banners" element={guard('banners', <BannersPage />)} />
                <Route path="/catalog" element={guard('catalog', <CatalogPage />)} />
                <Route path="/releases" element={guard('releases', <AppVersionsPage />)} />
                <Route path="/payments" element={guard('payments', <PaymentsPage />)} />
                <Route path="/audit" element={guard('audit', <AuditPage />)} />
                <Route path="/ledger" element={guard('ledger', <LedgerPage />)} />
                <Route path="/support" element={guard('support', <SupportPage />)} />
                <Route path="/reviews" element={guard('reviews', <ReviewsPage />)} />
                <Route path="*" element={<Result status="404" title={t('common.not_found')} />} />
              </Routes>
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </LiveProvider>
  );
}

/** Whether the lists on screen are pushed live (the socket is up) or read again every few seconds. */
function LiveState() {
  const live = useLive();
  return (
    <Badge
      status={live ? 'success' : 'default'}
      text={t(live ? 'live.on' : 'live.off')}
      data-testid="live-state"
      data-live={live}
    />
  );
}
