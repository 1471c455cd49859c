import { goldPriceCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { groupedNumber } from '../../lib/format';
import { isToday, roundsOf, shortThaiDate } from '../../lib/price-history';
import { ChangeBadge } from '../../features/gold-price/PricePanel';
import { Box } from '../../ui/Box';
import { SkeletonLines } from '../../ui/Skeleton';

/** The day's announcements (ครั้งที่ 1, 2, …), newest first; on a day without one, the last day's, dated. */
export function Rounds() {
  const { data, failed } = useApi(goldPriceCalls.history, { query: { range: 'day' } });
  const rounds = data ? roundsOf(data) : [];
  const day = data?.[0]?.time;
  const title = !day || isToday(day) ? 'ราคาทองวันนี้ทุกรอบ' : `ราคาทองทุกรอบ วันที่ ${shortThaiDate(day)}`;
  return (
    <Box title={title} id="rounds" testId="gold-rounds">
      {failed && <p>โหลดรายการราคาไม่สำเร็จ</p>}
      {!data && !failed && <SkeletonLines widths={[100, 100, 100]} />}
      {data && !rounds.length && <p>ยังไม่มีการประกาศราคาวันนี้</p>}
      {rounds.length > 0 && (
        <table className="rounds">
          <caption className="visually-hidden">ราคาทองคำแท่ง 96.5% ที่ประกาศแต่ละรอบ {day && shortThaiDate(day)}</caption>
          <thead>
            <tr>
              <th scope="col">ครั้งที่</th>
              <th scope="col">เวลา</th>
              <th scope="col">ขายออก</th>
              <th scope="col">รับซื้อ</th>
              <th scope="col">เปลี่ยนแปลง</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.round} data-testid="gold-round">
                <td>{r.round}</td>
                <td>{r.time}</td>
                <td>{groupedNumber(r.sellOut, 2)}</td>
                <td>{groupedNumber(r.buyBack, 2)}</td>
                <td>
                  <ChangeBadge change={r.change} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
