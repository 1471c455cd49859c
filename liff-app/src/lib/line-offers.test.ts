import { describe, expect, it } from 'vitest';
import { lineOffers, versionAtLeast, type OfferLiff } from './line-offers';

const MINI = '2000000000-MiniAppB';
const config = { demo: false, miniAppLiffId: MINI, miniAppVerified: true };
const fn = () => Promise.resolve();
function liff(over: Partial<OfferLiff> & { friend?: boolean | 'fails' } = {}): OfferLiff {
  const { friend = false, ...rest } = over;
  return {
    isInClient: () => true,
    getVersion: () => '2.31.0',
    getContext: () => ({ viewType: 'full' }),
    id: MINI,
    getFriendship: () => (friend === 'fails' ? Promise.reject(new Error('no profile scope')) : Promise.resolve({ friendFlag: friend })),
    requestFriendship: fn,
    createShortcutOnHomeScreen: fn,
    ...rest,
  };
}

describe('what the app offers inside LINE', () => {
  it('both, to a member who is not a friend, in the verified MINI App', async () => {
    expect(await lineOffers(liff(), config)).toEqual({ friend: true, shortcut: true });
  });
  it('nothing outside LINE or in the liff-mock demo', async () => {
    expect(await lineOffers(liff({ isInClient: () => false }), config)).toEqual({ friend: false, shortcut: false });
    expect(await lineOffers(liff(), { ...config, demo: true })).toEqual({ friend: false, shortcut: false });
  });
  it('no friend request to a friend, below LIFF 2.28, outside Full size, or when the friendship cannot be read', async () => {
    expect((await lineOffers(liff({ friend: true }), config)).friend).toBe(false);
    expect((await lineOffers(liff({ getVersion: () => '2.27.3', requestFriendship: undefined }), config)).friend).toBe(false);
    expect((await lineOffers(liff({ getVersion: () => '2.27.3' }), config)).friend).toBe(false);
    expect((await lineOffers(liff({ getContext: () => ({ viewType: 'tall' }) }), config)).friend).toBe(false);
    expect((await lineOffers(liff({ friend: 'fails' }), config)).friend).toBe(false);
  });
  it('no shortcut in the old LIFF app, before verification, or without the call', async () => {
    expect((await lineOffers(liff({ id: '1650000000-OldLiffA' }), config)).shortcut).toBe(false);
    expect((await lineOffers(liff(), { ...config, miniAppVerified: false })).shortcut).toBe(false);
    expect((await lineOffers(liff(), { ...config, miniAppLiffId: null })).shortcut).toBe(false);
    expect((await lineOffers(liff({ createShortcutOnHomeScreen: undefined }), config)).shortcut).toBe(false);
  });
  it('compares versions by number', () => {
    expect(versionAtLeast('2.28.0', [2, 28])).toBe(true);
    expect(versionAtLeast('2.100.0', [2, 28])).toBe(true);
    expect(versionAtLeast('3.0.0', [2, 28])).toBe(true);
    expect(versionAtLeast('2.9.9', [2, 28])).toBe(false);
  });
});
