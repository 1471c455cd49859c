import { useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { Dropdown, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { visibleRoutes } from '../access';
import { useSession } from '../auth/session';
import { decodeAdminToken } from '../auth/token';
import { formatThaiDateTime } from '../lib/date';
import { adminRoutes, type AdminRoute } from '../routes';
import { notifySuccess } from '../services/feedback';

const toMenu = (routes: AdminRoute[]): MenuDataItem[] =>
  routes.map((r) => ({ path: r.path, name: r.name, icon: r.icon, hideInMenu: r.hideInMenu, children: r.children && toMenu(r.children) }));

const ROLE_LABEL = { owner: 'เจ้าของร้าน', staff: 'พนักงาน' } as const;

/** The console's frame: side menu from routes.tsx (filtered by role), the signed-in user and sign-out. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { me, access, token, signOut } = useSession();
  const menu = useMemo(() => toMenu(visibleRoutes(adminRoutes, access)), [access]);
  const exp = decodeAdminToken(token)?.exp;

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
      breakpoint="md"
      route={{ path: '/', routes: menu }}
      location={{ pathname }}
      menu={{ locale: false }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      onMenuHeaderClick={() => navigate('/home-manager')}
      avatarProps={{
        icon: <UserOutlined />,
        size: 'small',
        title: me ? `${me.username} (${ROLE_LABEL[me.role]})` : '',
        render: (_props, dom) => (
          <Dropdown
            menu={{
              items: [
                ...(exp ? [{ key: 'exp', disabled: true, label: <Typography.Text type="secondary">ใช้งานได้ถึง {formatThaiDateTime(exp * 1000)}</Typography.Text> }] : []),
                { key: 'signout', icon: <LogoutOutlined />, label: 'ออกจากระบบ', onClick: () => void onSignOut() },
              ],
            }}
          >
            <span data-testid="account-menu" style={{ cursor: 'pointer' }}>{dom}</span>
          </Dropdown>
        ),
      }}
      token={{ sider: { colorMenuBackground: '#fff' }, pageContainer: { paddingInlinePageContainerContent: 24 } }}
    >
      <Outlet />
    </ProLayout>
  );
}
