import { describe, expect, it } from 'vitest';
import { slipPayload } from '../../test/slip-image';
import { canonicalBank, canonicalTransRef, parseSlipPayload } from './transfer';

// One transfer, one pair, however it is written (docs/decisions.md "One transfer pays once").
describe('a transfer in its canonical form', () => {
  it('writes a bank code as its three digits, whatever the leading zeros', () => {
    for (const code of ['4', '04', '004', '0004', ' 004 ']) expect(canonicalBank(code), code).toBe('004');
    expect(canonicalBank('014')).toBe('014');
    for (const code of ['', '0', '000', '1000', '00004', '4a', '-04', '0x4', '４']) expect(canonicalBank(code), code).toBeNull();
  });

  it('upper-cases and trims a reference, and refuses what no bank prints', () => {
    expect(canonicalTransRef(' abc123 ')).toBe('ABC123');
    expect(canonicalTransRef('016330153419ATF09931')).toBe('016330153419ATF09931');
    for (const ref of ['', 'abc12', 'abc 123', 'abc-123', 'x'.repeat(41), 'ÄBC123']) expect(canonicalTransRef(ref), ref).toBeNull();
  });

  it('reads a slip payload into the canonical pair: a re-cased reference or a bank code of 2 or 4 digits is the same transfer', () => {
    const canonical = { bank: '004', transRef: '0163ABCDEF123456' };
    expect(parseSlipPayload(slipPayload('004', '0163ABCDEF123456'))).toEqual(canonical);
    expect(parseSlipPayload(slipPayload('004', '0163abcdef123456'))).toEqual(canonical);
    expect(parseSlipPayload(slipPayload('04', '0163ABCDEF123456'))).toEqual(canonical);
    expect(parseSlipPayload(slipPayload('0004', '0163abcdef123456'))).toEqual(canonical);
  });

  it('is no transfer for a bad checksum, an unknown bank-code form or a text that is no slip', () => {
    const good = slipPayload('004', '0163ABCDEF123456');
    const badCrc = good.slice(0, -4) + (good.endsWith('0000') ? '1111' : '0000');
    for (const text of [badCrc, slipPayload('4A', '0163ABCDEF123456'), slipPayload('004', 'SHORT'), 'https://example.com/slip', ''])
      expect(parseSlipPayload(text), text).toBeNull();
  });
});
