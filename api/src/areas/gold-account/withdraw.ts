import { schema, type Db } from '@goldshop/db';
import { conflict } from '../../lib/http-error';
import { immediate } from '../../lib/tx';
import { recheckMember, type MemberAuth } from '../../plugins/auth';
import { requireGoldAccount, requireGoldOffered } from './account';
import { formatGrams, UNITS_PER_SALUENG } from './grams';
import { availableOf, type GoldTransaction } from './ledger';

/**
 * Bar gold in whole สลึง (3.8110 g each): the grams are reserved off the available balance at once, in one
 * immediate transaction, so two requests at the same moment cannot both take the same grams; a rejection
 * releases them (the reservation counts only while pending). Where the member collects it is left to the
 * branch pickups.
 */
export function askBarGold(db: Db, member: MemberAuth, salueng: number): Promise<GoldTransaction> {
  const units = Number(UNITS_PER_SALUENG) * salueng;
  return immediate(db, (tx) => {
    recheckMember(tx, member);
    requireGoldOffered(tx);
    const account = requireGoldAccount(tx, member.id);
    const available = availableOf(tx, member.id);
    if (units > available) {
      throw conflict(
        'NOT_ENOUGH_GOLD',
        `ทองในบัญชีที่ถอนได้มี ${formatGrams(available)} กรัม ไม่พอสำหรับ ${salueng} สลึง (${formatGrams(units)} กรัม)`,
      );
    }
    return tx
      .insert(schema.goldTransactions)
      .values({
        userId: member.id,
        accountId: account.id,
        kind: 'withdraw_bar',
        units,
        amountSatang: 0,
        priceSatang: 0,
        reservedUnits: units,
      })
      .returning()
      .get();
  });
}
