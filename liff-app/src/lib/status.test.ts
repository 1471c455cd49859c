import { describe, expect, it } from 'vitest';
import { rowTone, statusTone } from './status';

describe('status tones by code', () => {
  it('waiting yellow, refused red, everything else green (SPEC §4, and our refusal decision)', () => {
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('rejected')).toBe('danger');
    for (const code of ['approved', 'active', 'closing', 'closed'] as const) expect(statusTone(code)).toBe('success');
  });
  it('marks refused and waiting rows', () => {
    expect(rowTone('rejected')).toBe('is-rejected');
    expect(rowTone('pending')).toBe('is-pending');
    expect(rowTone('approved')).toBeUndefined();
  });
});
