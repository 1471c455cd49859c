import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Notice } from '../../components/Notice';

interface Props {
  title: string;
  href: string;
  linkText: string;
  failed: boolean;
  children: ReactNode;
}

/**
 * One programme at a glance, with the way to its screen. Plain elements, like the landing screens: /gold-bank
 * is what a member opens from LINE's menu, and antd's runtime was most of its time on a phone.
 */
export function GlanceCard({ title, href, linkText, failed, children }: Props) {
  return (
    <section className="glance-card">
      <h2 className="glance-card__title">{title}</h2>
      <div className="glance-card__body">
        {failed ? (
          <Notice kind="warning">โหลดข้อมูลไม่สำเร็จ</Notice>
        ) : (
          children
        )}
        <Link href={href} className="btn btn--primary btn--block glance-link">
          {linkText}
        </Link>
      </div>
    </section>
  );
}
