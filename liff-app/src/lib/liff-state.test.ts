import { describe, expect, it } from 'vitest';
import { liffStateTarget } from './liff-state';

const O = 'https://shop.example';

describe('liffStateTarget (deep links through https://liff.line.me/{liffId}/<path>)', () => {
  it('leads to the path, with its query and hash, keeping the endpoint\'s other parameters', () => {
    expect(liffStateTarget('?liff.state=%2Fsaving', O)).toBe('/saving');
    expect(liffStateTarget('?liff.state=saving', O)).toBe('/saving');
    expect(liffStateTarget('?liff.state=%2Fshop%3Fcat%3D2%23top', O)).toBe('/shop?cat=2#top');
    expect(liffStateTarget('?utm=oa&liff.state=%2Fsaving', O)).toBe('/saving?utm=oa');
    expect(liffStateTarget('?liff.state=%2F', O)).toBe('/');
  });
  it('ignores a missing state and anything that would leave this origin', () => {
    expect(liffStateTarget('', O)).toBeUndefined();
    expect(liffStateTarget('?code=1', O)).toBeUndefined();
    expect(liffStateTarget('?liff.state=%2F%2Fevil.example%2Fx', O)).toBeUndefined();
    expect(liffStateTarget('?liff.state=https%3A%2F%2Fevil.example', O)).toBe('/https://evil.example');
    expect(liffStateTarget('?liff.state=%2F%5Cevil.example', O)).toBeUndefined();
  });
});
