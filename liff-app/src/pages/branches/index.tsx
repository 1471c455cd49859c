import { branchCalls, type PublicBranch } from '@goldshop/api/contract';
import { hoursRows, openText, thaiDayName, todayClosure } from '../../lib/branch-hours';
import { hasPhone, telHref } from '../../lib/shop-info';
import { useApi } from '../../lib/use-api';
import { LoadFailed } from '../../features/money/LoadFailed';
import { PhoneIcon } from '../../components/icons';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { LinkButton } from '../../ui/Button';
import { SkeletonLines } from '../../ui/Skeleton';
import './branches.css';

function BranchCard({ b, now }: { b: PublicBranch; now: Date }) {
  const closedToday = todayClosure(b, now);
  const later = b.closures.filter((c) => c !== closedToday);
  return (
    <article className="branch card" aria-labelledby={`branch-${b.id}`} data-testid={`branch-${b.code}`}>
      <header className="branch__head">
        <h2 id={`branch-${b.id}`}>สาขา{b.name}</h2>
        <Badge tone={b.openNow ? 'success' : 'neutral'} testId="branch-open">
          {b.openNow ? 'เปิดอยู่' : 'ปิดอยู่'}
        </Badge>
      </header>
      <p className="branch__when" data-testid="branch-when">
        {openText(b, now)}
      </p>
      {closedToday && (
        <Alert kind="warning" testId="branch-closed-today">
          วันนี้ปิดทำการ: {closedToday.reason}
        </Alert>
      )}
      {b.address && <p className="branch__address">{b.address}</p>}
      <div className="branch__actions">
        {hasPhone(b.phone) && (
          <a href={telHref(b.phone)} className="btn btn--primary branch__call" aria-label={`โทรหาสาขา${b.name} ${b.phone}`}>
            <PhoneIcon width={18} height={18} /> โทร {b.phone}
          </a>
        )}
        {b.mapUrl && (
          <LinkButton variant="outline" href={b.mapUrl} external aria-label={`แผนที่สาขา${b.name}`}>
            แผนที่
          </LinkButton>
        )}
      </div>
      <details className="branch__hours">
        <summary>เวลาทำการ</summary>
        <table>
          <tbody>
            {hoursRows(b.hours, now).map((r) => (
              <tr key={r.day} className={r.today ? 'is-today' : undefined} aria-current={r.today ? 'date' : undefined}>
                <th scope="row">{r.name}</th>
                <td>{r.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {later.length > 0 && (
        <div className="branch__closures">
          <h3>วันปิดทำการ</h3>
          <ul>
            {later.slice(0, 5).map((c) => (
              <li key={c.date}>
                {thaiDayName(c.date)}: {c.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/**
 * สาขาของเรา (docs/product.md "Member app: branches (/branches)"): each open branch with whether it is open now
 * or when it opens next (Bangkok time, from the server), today's closure, call and map buttons, its week's
 * hours and the closures ahead. Open to anyone.
 */
export default function BranchesPage() {
  const { data, failed, reload } = useApi(branchCalls.list);
  const now = new Date();
  return (
    <main className="page branches">
      <h1 className="page-title">สาขาของเรา</h1>
      {data ? (
        data.map((b) => <BranchCard key={b.id} b={b} now={now} />)
      ) : failed ? (
        <LoadFailed onRetry={reload} />
      ) : (
        <div className="card" aria-busy="true">
          <SkeletonLines widths={[60, 80, 40]} />
        </div>
      )}
    </main>
  );
}
