import type { RecommendationsAnswer } from '@goldshop/api/contract';
import { formatBalance, formatGoldWeight } from '../../lib/format';
import { bangkokDay } from '../../lib/thai-date';

/**
 * The balance as gold: Thai savers think in gold weight, as the big chains' savings apps show
 * it. An estimate at the ornament sell-out price, rounded down, before making charges; of what can be
 * taken as goods now, which is less than the balance while a withdrawal waits.
 */
export function GoldWeight({ answer, held }: { answer: RecommendationsAnswer | undefined; held: boolean }) {
  if (!answer?.goldWeight || answer.balance <= 0) return null;
  const w = formatGoldWeight(answer.goldWeight);
  const today = bangkokDay(answer.priceAt) === bangkokDay(new Date());
  return (
    <div className="balance-card__gold" data-testid="saving-gold-weight">
      <div className="balance-card__label">เทียบเป็นทองรูปพรรณ (ประมาณการ)</div>
      <div className="balance-card__gold-value">
        <span data-testid="saving-gold-grams">{w.grams} กรัม</span>
        <span className="balance-card__gold-or"> หรือ </span>
        <span data-testid="saving-gold-baht">{w.baht} บาททอง</span>
      </div>
      <div className="balance-card__gold-note">
        {held ? `คิดจากยอดที่ถอนได้ ${formatBalance(answer.balance) ?? '-'} บาท ` : 'คิดจากยอดเงินออม '}
        ตามราคาขายทองรูปพรรณ{today ? 'วันนี้' : 'ล่าสุดที่ร้านมี'} ยังไม่รวมค่ากำเหน็จ
      </div>
      {/* On a phone the list sits below the tabs: a way straight to it. */}
      {answer.affordable.length + answer.next.length > 0 && (
        <a className="balance-card__gold-link" href="#gold-recs">
          ดูทองที่ออมได้แล้ว ↓
        </a>
      )}
    </div>
  );
}
