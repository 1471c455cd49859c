import type { PawnContract } from '@goldshop/api/contract';
import { formatThaiDate } from '../../features/money/format';
import { gramsText } from '../../features/money/pawn';
import { DueDate, PawnStatus, pawnBaht, StandingSentence } from './PawnBits';

/**
 * What the contract is and where it stands today (the server's figures, one number each): the item, the
 * principal left beside the sale price once paid down, the monthly interest (Rate_In + fee), the interest
 * owed and the amount to redeem today within the law's ceiling, where it stands today with the one sentence of
 * until when the member can pay and from which day the shop may keep the piece, each labelled for what it is. Plain elements: the detail dialog and the pay screen both show it.
 */
export function ContractFacts({ c }: { c: PawnContract }) {
  const paidDown = c.principal !== c.Net_Total;
  return (
    <dl className="pawn-facts" data-testid="pawn-facts">
      <div className="pawn-facts__wide">
        <dt>สินค้า</dt>
        <dd data-testid="pawn-item">{c.item || 'ไม่ได้ระบุ'}</dd>
      </div>
      <div>
        <dt>น้ำหนักทอง</dt>
        <dd data-testid="pawn-weight">{gramsText(c.weight_grams)}</dd>
      </div>
      <div>
        <dt>สถานะวันนี้</dt>
        <dd>
          <PawnStatus c={c} />
        </dd>
      </div>
      {paidDown && (
        <div>
          <dt>ยอดขายฝาก</dt>
          <dd data-testid="pawn-net-total">{pawnBaht(c.Net_Total)}</dd>
        </div>
      )}
      <div>
        <dt>{paidDown ? 'เงินต้นคงเหลือ' : 'เงินต้น'}</dt>
        <dd data-testid="pawn-principal">{pawnBaht(c.principal)}</dd>
      </div>
      <div>
        <dt>ดอกเบี้ยต่อเดือน</dt>
        <dd data-testid="pawn-monthly">{pawnBaht(c.monthly_interest)}</dd>
      </div>
      {c.interest_owed !== null && (
        <div>
          <dt>ดอกเบี้ยค้างถึงวันนี้</dt>
          <dd data-testid="pawn-interest-owed">{pawnBaht(c.interest_owed)}</dd>
        </div>
      )}
      <div>
        <dt>วันที่ขายฝาก</dt>
        <dd>{formatThaiDate(c.jn_date)}</dd>
      </div>
      <div>
        <dt>กำหนดชำระ</dt>
        <dd data-testid="pawn-due-date">
          <DueDate c={c} />
        </dd>
      </div>
      {c.standing.payUntil && (
        <div>
          <dt>ชำระผ่านแอปได้ถึง</dt>
          <dd data-testid="pawn-pay-until">{formatThaiDate(c.standing.payUntil)}</dd>
        </div>
      )}
      <div className="pawn-facts__wide">
        <dt className="visually-hidden">เมื่อไรที่สินค้าจะหลุด</dt>
        <dd>
          <StandingSentence c={c} />
        </dd>
      </div>
      {c.redeem_today !== null && (
        <div className="pawn-facts__wide pawn-facts__redeem">
          <dt>ยอดไถ่ถอน ณ วันนี้</dt>
          <dd data-testid="pawn-redeem-today">{pawnBaht(c.redeem_today)}</dd>
          {/* A second description of the same term: a <p> is not allowed directly in a <dl>'s group. */}
          <dd className="pawn-facts__note">
            เงินต้นรวมดอกเบี้ยที่ยังไม่ได้ชำระ
            {c.ceiling_bites && ' คิดไม่เกินเพดานที่กฎหมายกำหนด (ยอดขายฝากบวก 15% ต่อปี)'}
          </dd>
        </div>
      )}
    </dl>
  );
}
