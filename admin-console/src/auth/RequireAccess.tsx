import type { ReactNode } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { Result } from 'antd';
import { deniedReason, type GuardedRoute } from '../access';
import { useSession } from './session';

/**
 * The route-level access guard (docs/access.md): a page the role may not open, typed by its address, shows the
 * owner-only reason instead of the page, which then never loads nor calls the server.
 */
export function RequireAccess({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const { access } = useSession();
  const denied = deniedReason(route, access);
  if (!denied) return <>{children}</>;
  return (
    <PageContainer title={route.name}>
      <div data-testid="owner-only-page">
        <Result status="403" title={denied.title} subTitle={denied.detail} />
      </div>
    </PageContainer>
  );
}
