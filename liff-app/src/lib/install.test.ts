import { describe, expect, it } from 'vitest';
import { installMode, isIos } from './install';

const base = { standalone: false, installed: false, canPrompt: false, ios: false, inLine: false };

describe('installMode', () => {
  it('is hidden when already running installed or after the installed event', () => {
    expect(installMode({ ...base, canPrompt: true, standalone: true })).toBeUndefined();
    expect(installMode({ ...base, ios: true, standalone: true })).toBeUndefined();
    expect(installMode({ ...base, canPrompt: true, installed: true })).toBeUndefined();
  });
  it('uses the browser prompt when one is available', () => {
    expect(installMode({ ...base, canPrompt: true })).toBe('prompt');
  });
  it('opens the instructions on iOS', () => {
    expect(installMode({ ...base, ios: true })).toBe('ios');
  });
  it('is hidden inside LINE, where the LINE offers stand instead', () => {
    expect(installMode({ ...base, ios: true, inLine: true })).toBeUndefined();
    expect(installMode({ ...base, canPrompt: true, inLine: true })).toBeUndefined();
  });
  it('is hidden without a prompt elsewhere', () => {
    expect(installMode(base)).toBeUndefined();
  });
});

describe('isIos', () => {
  it('knows iPhones and iPadOS', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iPhone', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 7)', 'Linux armv8l', 5)).toBe(false);
  });
});
