import { describe, expect, it } from 'vitest';
import { sizeText } from './use-photo-pick';

describe('sizeText', () => {
  it("says a photo's size as a person reads it", () => {
    expect(sizeText(240 * 1024)).toBe('240 KB');
    expect(sizeText(300)).toBe('1 KB');
    expect(sizeText(1.8 * 1024 * 1024)).toBe('1.8 MB');
  });
});
