import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/Button';

interface Props {
  title: string;
  href: string;
  linkText: string;
  failed: boolean;
  children: ReactNode;
}

/** One programme at a glance, with the way to its screen at the bottom whatever the content's height. */
export function GlanceCard({ title, href, linkText, failed, children }: Props) {
  return (
    <section className="box glance-card">
      <h2 className="box__title">{title}</h2>
      <div className="box__body glance-card__body">
        {failed ? <Alert kind="warning">โหลดข้อมูลไม่สำเร็จ</Alert> : children}
        <LinkButton href={href} block className="glance-link">
          {linkText}
        </LinkButton>
      </div>
    </section>
  );
}
