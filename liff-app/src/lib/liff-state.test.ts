import { describe, expect, it } from 'vitest';
import { liffIdFor, liffStateTarget, mayShareToLine, needsLiffFirst } from './liff-state';

const O = 'https://shop.example';

describe('liffStateTarget (deep links through https://liff.line.me/{liffId}/<path>)', () => {
  it("leads to the path, with its query and hash, keeping the endpoint's other parameters", () => {
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

describe('needsLiffFirst (when the router waits for liff.init)', () => {
  const browser = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36';
  const lineApp = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36 Line/14.1.0';
  it("waits for deep links, the login callback, /line and LINE's in-app browser", () => {
    expect(needsLiffFirst('/', '?liff.state=%2Fsaving', '', browser)).toBe(true);
    expect(needsLiffFirst('/line', '', '', browser)).toBe(true);
    expect(needsLiffFirst('/', '?code=abc&state=xyz&liffClientId=1', '', browser)).toBe(true);
    expect(needsLiffFirst('/', '', '#access_token=abc', browser)).toBe(true);
    expect(needsLiffFirst('/shop', '', '', lineApp)).toBe(true);
  });
  it('does not hold up an ordinary browser visit', () => {
    expect(needsLiffFirst('/', '', '', browser)).toBe(false);
    expect(needsLiffFirst('/shop', '?q=ring', '', browser)).toBe(false);
    expect(needsLiffFirst('/', '?code=abc', '', browser)).toBe(false);
  });
});

describe('mayShareToLine (whether to start the SDK to ask about sharing)', () => {
  const browser = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36';
  const lineApp = `${browser} Line/14.1.0`;
  it('asks inside LINE, or where the SDK kept a LINE login', () => {
    expect(mayShareToLine(lineApp, [])).toBe(true);
    expect(mayShareToLine(browser, ['goldshop.session', 'LIFF_STORE:1650000000-AbCdEfGh:accessToken'])).toBe(true);
  });
  it('never loads the SDK in an ordinary browser visit', () => {
    expect(mayShareToLine(browser, [])).toBe(false);
    expect(mayShareToLine(browser, ['LIFF_STORE:1650000000-AbCdEfGh:clientId', 'goldshop.session'])).toBe(false);
  });
});

describe('liffIdFor (the LIFF app and the MINI App open the same site)', () => {
  const both = { liffId: '1650000000-OldLiffA', miniAppLiffId: '2000000000-MiniAppB' };
  it('starts LIFF with the channel LINE says opened the page, so old liff.line.me links keep opening', () => {
    expect(liffIdFor(both, '?liffClientId=1650000000&code=x&state=y', '')).toBe('1650000000-OldLiffA');
    expect(liffIdFor(both, '?liff.state=%2Fsaving', '#access_token=t&client_id=1650000000')).toBe('1650000000-OldLiffA');
    expect(liffIdFor(both, '', '#client_id=2000000000&access_token=t')).toBe('2000000000-MiniAppB');
  });
  it('without a channel named: the MINI App once configured, else the LIFF app, else none', () => {
    expect(liffIdFor(both, '?liff.state=%2Fsaving', '')).toBe('2000000000-MiniAppB');
    expect(liffIdFor(both, '?liffClientId=999', '')).toBe('2000000000-MiniAppB');
    expect(liffIdFor({ liffId: '1650000000-OldLiffA', miniAppLiffId: null }, '', '')).toBe('1650000000-OldLiffA');
    expect(liffIdFor({ liffId: null, miniAppLiffId: null }, '', '')).toBeUndefined();
  });
});
