import { describe, expect, it } from 'vitest';
import * as contract from '@goldshop/api/contract';
import { endpoints, type Endpoint } from '@goldshop/api/contract';
import { browserContractModule, browserValue } from './browser-contract';

describe('the contract as the browser gets it', () => {
  const module = browserContractModule(contract as Record<string, unknown>, '/contract/index.ts');

  it('keeps every call as its method and path, and nothing of its schemas', () => {
    for (const calls of Object.values(endpoints)) {
      for (const call of Object.values(calls as Record<string, Endpoint>)) {
        expect(browserValue(call)).toEqual({ method: call.method, path: call.path });
      }
    }
    expect(module).toContain(`export const savingCalls = ${JSON.stringify(browserValue(contract.savingCalls))};`);
    expect(module).not.toMatch(/TypeBox|"type":"object"|"properties"/);
  });

  it('leaves schemas out and re-exports functions from the real contract', () => {
    expect(browserValue(contract.SavingHistoryRow)).toBe(browserValue(() => 1));
    expect(browserValue(contract.SavingHistoryRow)).not.toBeUndefined();
    expect(module).not.toMatch(/export const SavingHistoryRow\b/);
    expect(module).toContain(`export { imageSrc } from "/contract/index.ts";`);
    expect(module).toContain(`export const REQUEST_STATUS_TEXT = ${JSON.stringify(contract.REQUEST_STATUS_TEXT)};`);
  });

  it('keeps data built from calls, such as the policy calls of each programme', () => {
    expect(module).toContain(`export const GOLD_PRICE_BASE = ${JSON.stringify(contract.GOLD_PRICE_BASE)};`);
    expect(browserValue(contract.POLICY_CALLS)).toEqual({
      1: Object.fromEntries(Object.entries(contract.POLICY_CALLS[1]).map(([k, c]) => [k, { method: c.method, path: c.path }])),
      2: Object.fromEntries(Object.entries(contract.POLICY_CALLS[2]).map(([k, c]) => [k, { method: c.method, path: c.path }])),
    });
  });
});
