import { contentCalls, type FlagReadCall } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { LinkButton } from '../../ui/Button';

function ServiceCard({
  type,
  title,
  closed,
  href,
  flagCall,
  blurb,
}: {
  type: 1 | 2;
  title: string;
  closed: string;
  href: string;
  flagCall: FlagReadCall;
  blurb: string;
}) {
  const { data: flag } = useApi(flagCall);
  // Unknown (failed, logged only) shows neither the card nor the notice.
  if (flag === undefined) return null;
  if (Number(flag) !== 1) {
    return (
      <p className="muted services__closed" data-testid={`service-${type}-closed`}>
        {closed}
      </p>
    );
  }
  return (
    <article className="card services__card" data-testid={`service-${type}`}>
      <h3>{title}</h3>
      <p className="muted">{blurb}</p>
      <LinkButton href={href} block>
        ดำเนินการ
      </LinkButton>
    </article>
  );
}

/**
 * Savings services (docs/product.md "Member app: home (/)") ('บริการออมทอง'). The original API does not say which screen hosts it: it sits on the
 * home page after the carousels (docs/decisions.md).
 */
export function SavingsServices() {
  return (
    <section className="home__section services" aria-labelledby="services-title">
      <h2 id="services-title" className="section-title">
        บริการออมทอง
      </h2>
      <div className="services__grid">
        <ServiceCard
          type={1}
          title="ออมทองประเภทที่ 1"
          closed="การออมทองประเภทที่ 1 ยังไม่เปิดให้บริการ"
          href="/saving"
          flagCall={contentCalls.sav1Visible}
          blurb="เลือกจำนวนเงินที่สะดวก ออมสะสมไปเรื่อย ๆ ร้านแนะนำทองที่ตรงกับยอดออม ถอนเป็นทองหรือเงินสดได้"
        />
        <ServiceCard
          type={2}
          title="ออมทองประเภทที่ 2"
          closed="การออมทองประเภทที่ 2 ยังไม่เปิดให้บริการ"
          href="/downing"
          flagCall={contentCalls.sav2Visible}
          blurb="เลือกทองที่ชอบแล้วผ่อนชำระเป็นงวด ไม่ต้องจ่ายเต็มจำนวนในครั้งเดียว"
        />
      </div>
    </section>
  );
}
