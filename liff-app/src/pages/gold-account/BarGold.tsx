import { useState } from 'react';
import { goldAccountCalls, SALUENG_UNITS, type GoldAccountAnswer } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { serverReason } from '../../features/money/request';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { Field, Select } from '../../ui/Field';
import { toast } from '../../ui/Toast';

/** Grams text with four decimals ('7.6220') as whole units of 0.0001 g, without floating point. */
const unitsOf = (grams: string) => {
  const [whole = '0', frac = ''] = grams.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0').slice(0, 4));
};

/**
 * 'รับทองแท่ง' (docs/product.md "Member app: gold account (/gold-account)"): whole สลึง of bar gold from the
 * grams free to take; the grams are held at once, and the member then books when to collect it at a branch.
 */
export function BarGold({ a, onAsked }: { a: GoldAccountAnswer; onAsked(): void }) {
  const most = Math.min(Math.floor(unitsOf(a.availableGrams) / SALUENG_UNITS), 40);
  const [salueng, setSalueng] = useState('1');
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      await api(goldAccountCalls.withdraw, { body: { salueng: Number(salueng) } });
      toast('success', `จองทองแท่ง ${salueng} สลึงแล้ว เลือกวันเวลารับที่สาขาได้เลย`);
      onAsked();
    } catch (err) {
      toast('error', serverReason(err) ?? 'ขอรับทองแท่งไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box title="รับทองแท่ง" id="gold-bar" className="money-form">
      {most < 1 ? (
        <p data-testid="gold-bar-none">รับเป็นทองแท่งได้ตั้งแต่ 1 สลึง (3.8110 กรัม) ขึ้นไป ทองที่ถอนได้ตอนนี้มี {a.availableGrams} กรัม</p>
      ) : (
        <>
          <Field id="gold-bar-salueng" label="จำนวนทองแท่ง" hint="1 สลึง = 3.8110 กรัม ร้านจะกันทองไว้ให้ทันที">
            {(control) => (
              <Select
                {...control}
                value={salueng}
                onChange={(e) => setSalueng(e.target.value)}
                options={Array.from({ length: most }, (_, i) => ({
                  value: String(i + 1),
                  label: `${i + 1} สลึง (${(((i + 1) * SALUENG_UNITS) / 10_000).toFixed(4)} กรัม)`,
                }))}
              />
            )}
          </Field>
          <div className="box__actions">
            <Button submit busy={busy} onClick={ask}>
              ขอรับทองแท่ง
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}
