import { eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { MoneyRules, MoneyRulesBody } from '../../../contract/content';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/http-error';
import { goldMoneyRules, minimums } from '../../lib/money-input';
import { formBahtToSatang, satangToBaht } from '../../lib/money';
import { immediate } from '../../lib/tx';

// The shop's minimums, read by every member money request (lib/money-input) and set here by staff.

export function moneyRules(db: Db): MoneyRules {
  const m = minimums(db);
  const g = goldMoneyRules(db);
  return {
    minDeposit: satangToBaht(m.deposit),
    minInstalment: satangToBaht(m.instalment),
    goldMinDeposit: satangToBaht(g.minDepositSatang),
    goldDailyLimit: g.dailyLimitSatang === null ? null : satangToBaht(g.dailyLimitSatang),
    goldMaxGrams: g.maxUnits === null ? null : gramsText(g.maxUnits),
    goldQuoteMinutes: g.quoteMinutes,
  };
}

// Grams as text with four decimals, integer arithmetic (as the gold account's grams.ts; lib cannot import an area).
const gramsText = (units: number) => `${Math.trunc(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;

/** "12.5" → units of 0.0001 g; the contract's pattern has already held the shape. */
function gramsUnits(text: string): number {
  const [whole, frac = ''] = text.split('.');
  const units = Number(whole) * 10_000 + Number(frac.padEnd(4, '0'));
  if (units <= 0) throw badRequest('BAD_GRAMS', 'จำนวนกรัมต้องมากกว่า 0');
  return units;
}

/** A minimum left out keeps what is saved; each change is audited with what it was. */
export async function setMoneyRules(db: Db, staffId: number, body: MoneyRulesBody): Promise<MoneyRules> {
  const set = {
    ...(body.minDeposit !== undefined && { minDepositSatang: formBahtToSatang(body.minDeposit, 'minDeposit') }),
    ...(body.minInstalment !== undefined && { minInstalmentSatang: formBahtToSatang(body.minInstalment, 'minInstalment') }),
    ...(body.goldMinDeposit !== undefined && { goldMinDepositSatang: formBahtToSatang(body.goldMinDeposit, 'goldMinDeposit') }),
    ...(body.goldDailyLimit !== undefined && {
      goldDailyLimitSatang: body.goldDailyLimit === null ? null : formBahtToSatang(body.goldDailyLimit, 'goldDailyLimit'),
    }),
    ...(body.goldMaxGrams !== undefined && { goldMaxUnits: body.goldMaxGrams === null ? null : gramsUnits(body.goldMaxGrams) }),
    ...(body.goldQuoteMinutes !== undefined && { goldQuoteMinutes: body.goldQuoteMinutes }),
  };
  await immediate(db, (tx) => {
    const before = moneyRules(tx);
    if (Object.keys(set).length) tx.update(schema.shopSettings).set(set).where(eq(schema.shopSettings.id, 1)).run();
    audit(tx, staffId, 'update', 'money_rules', 1, before, moneyRules(tx));
  });
  return moneyRules(db);
}
