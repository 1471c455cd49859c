import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { MoneyRules, MoneyRulesBody } from '../../../contract/content';
import { audit } from '../../lib/audit';
import { minimums } from '../../lib/money-input';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';

// The shop's minimums, read by every member money request (lib/money-input) and set here by staff.

export function moneyRules(db: Db): MoneyRules {
  const m = minimums(db);
  return { minDeposit: satangToBaht(m.deposit), minInstalment: satangToBaht(m.instalment) };
}

/** A minimum left out keeps what is saved; each change is audited with what it was. */
export async function setMoneyRules(db: Db, staffId: number, body: MoneyRulesBody): Promise<MoneyRules> {
  const set = {
    ...(body.minDeposit !== undefined && { minDepositSatang: formBahtToSatang(body.minDeposit, 'minDeposit') }),
    ...(body.minInstalment !== undefined && { minInstalmentSatang: formBahtToSatang(body.minInstalment, 'minInstalment') }),
  };
  await immediate(db, (tx) => {
    const before = moneyRules(tx);
    if (Object.keys(set).length) tx.update(schema.shopSettings).set(set).where(eq(schema.shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'money_rules', 1, before, moneyRules(tx));
  });
  return moneyRules(db);
}
