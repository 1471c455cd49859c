import { contentCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';

/**
 * The shop's minimum deposit and instalment, ready for AmountFields' `minimum` (the server's words).
 * undefined while loading or when the call failed: the field then shows no minimum and the server still
 * refuses less, with the same sentence.
 */
export function useMoneyRules() {
  const { data } = useApi(contentCalls.moneyRules);
  return {
    deposit: data && { baht: data.minDeposit, word: 'ยอดฝาก' },
    instalment: data && { baht: data.minInstalment, word: 'ยอดชำระ' },
  };
}
