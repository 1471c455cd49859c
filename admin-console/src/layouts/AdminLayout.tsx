import { useMemo, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { Badge, Dropdown, Typography } from 'antd';
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { visibleRoutes } from '../access';
import { useSession } from '../auth/session';
import { decodeAdminToken } from '../auth/token';
import { formatThaiDateTime } from '../lib/date';
import { badgeCount, queueKeys, type QueueKey } from '../lib/pending';
import { adminRoutes, type AdminRoute } from '../routes';
import { notifySuccess } from '../services/feedback';
import { usePendingCounts } from '../services/pending-counts';

const toMenu = (routes: AdminRoute[]): MenuDataItem[] =>
  routes.map((r) => ({
    path: r.path,
    name: r.name,
    icon: r.icon,
    hideInMenu: r.hideInMenu,
    badge: queueKeys(r),
    children: r.children && toMenu(r.children),
  }));

const ROLE_LABEL = { owner: 'เจ้าของร้าน', staff: 'พนักงาน' } as const;

/** The console's frame: side menu from routes.tsx (filtered by role), the signed-in user and sign-out. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { me, access, token, signOut } = useSession();
  const menu = useMemo(() => toMenu(visibleRoutes(adminRoutes, access)), [access]);
  const exp = decodeAdminToken(token)?.exp;
  // Queue badges: polled every 60 s here, refreshed by pages after each decision.
  const counts = usePendingCounts(true);
  const withBadge = (item: MenuDataItem, dom: ReactNode) => {
    const n = badgeCount(item.badge as QueueKey[] | undefined, counts);
    return n > 0 ? (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {dom}
        <Badge count={n} size="small" overflowCount={99} aria-label={`รอดำเนินการ ${n} รายการ`} />
      </span>
    ) : (
      dom
    );
  };

  const onSignOut = async () => {
    await signOut();
    notifySuccess('ออกจากระบบแล้ว');
    navigate('/signin', { replace: true });
  };

  return (
    <ProLayout
      title="จัดการร้านทอง"
      logo={<img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />}
      layout="side"
      fixSiderbar
      siderWidth={220}
      // Collapse the menu to icons below 992 px so tables keep their width on a 768 px tablet.
      breakpoint="lg"
      route={{ path: '/', routes: menu }}
      location={{ pathname }}
      menu={{ locale: false }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{withBadge(item, dom)}</Link> : dom)}
      subMenuItemRender={(item, dom) => withBadge(item, dom)}
      onMenuHeaderClick={() => navigate('/home-manager')}
      avatarProps={{
        icon: <UserOutlined />,
        size: 'small',
        title: me ? `${me.username} (${ROLE_LABEL[me.role]})` : '',
        render: (_props, dom) => (
          // Opens on click: hover menus cannot be used on a touch screen (the console must work at 768 px).
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(exp
                  ? [
                      {
                        key: 'exp',
                        disabled: true,
                        label: <Typography.Text type="secondary">ใช้งานได้ถึง {formatThaiDateTime(exp * 1000)}</Typography.Text>,
                      },
                    ]
                  : []),
                { key: 'password', icon: <KeyOutlined />, label: 'เปลี่ยนรหัสผ่าน', onClick: () => navigate('/account-password') },
                { key: 'signout', icon: <LogoutOutlined />, label: 'ออกจากระบบ', onClick: () => void onSignOut() },
              ],
            }}
          >
            <span data-testid="account-menu" role="button" tabIndex={0} style={{ cursor: 'pointer' }}>
              {dom}
            </span>
          </Dropdown>
        ),
      }}
      token={{ sider: { colorMenuBackground: '#fff' }, pageContainer: { paddingInlinePageContainerContent: 24 } }}
    >
      <Outlet />
    </ProLayout>
  );
}
