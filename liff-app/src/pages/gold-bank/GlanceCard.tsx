import type { ReactNode } from 'react';
import { Alert, Card, Skeleton } from 'antd';
import { NavButton } from '../../features/money/NavButton';

interface Props {
  title: string;
  href: string;
  linkText: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}

/** One programme at a glance, with the way to its screen. */
export function GlanceCard({ title, href, linkText, loading, failed, children }: Props) {
  return (
    <Card className="glance-card" title={<h2 className="glance-card__title">{title}</h2>}>
      {loading ? <Skeleton active paragraph={{ rows: 2 }} /> : failed ? <Alert type="warning" showIcon message="โหลดข้อมูลไม่สำเร็จ" /> : children}
      <NavButton type="primary" block className="glance-link" href={href}>
        {linkText}
      </NavButton>
    </Card>
  );
}
