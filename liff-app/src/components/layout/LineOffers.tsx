import { useEffect, useState } from 'react';
import { appLinkFor } from '@goldshop/api/contract';
import { liffIfReady } from '../../lib/liff';
import { lineOffers, type LineOffers as Offers } from '../../lib/line-offers';
import { useConfigStore } from '../../stores/config';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';

const looksLikeLineApp = () => /\bLine\/\d/i.test(navigator.userAgent);

/**
 * Inside LINE (docs/product.md "Member app: inside LINE"): add the shop's account as a friend, and add the MINI
 * App to the phone's home screen. Reads LIFF only when it is already started (inside LINE it starts before the
 * first screen), so a browser never loads the SDK for this; browsers keep the install button.
 */
export function LineOffers() {
  const [offers, setOffers] = useState<Offers>({ friend: false, shortcut: false });
  useEffect(() => {
    if (!looksLikeLineApp()) return;
    let live = true;
    void (async () => {
      const [liff, config] = await Promise.all([liffIfReady(), useConfigStore.getState().load()]);
      if (!liff) return;
      const found = await lineOffers(liff, config);
      if (live) setOffers(found);
    })();
    return () => {
      live = false;
    };
  }, []);

  const addFriend = async () => {
    const liff = await liffIfReady();
    if (!liff) return;
    try {
      await liff.requestFriendship();
      const { friendFlag } = await liff.getFriendship();
      if (friendFlag) setOffers((o) => ({ ...o, friend: false }));
    } catch {
      toast('error', 'เพิ่มเพื่อนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    }
  };
  const addShortcut = async () => {
    const liff = await liffIfReady();
    const { miniAppLiffId } = useConfigStore.getState().config;
    if (!liff || !miniAppLiffId) return;
    try {
      // The permanent link of the page the member is on: the shortcut opens it inside LINE.
      await liff.createShortcutOnHomeScreen({
        url: appLinkFor({ miniAppLiffId, origin: window.location.origin }, window.location.pathname),
      });
    } catch {
      toast('error', 'เพิ่มไปยังหน้าจอหลักไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    }
  };

  return (
    <>
      {offers.friend && (
        <Button variant="line" onClick={() => void addFriend()}>
          เพิ่มเพื่อน LINE ร้าน
        </Button>
      )}
      {offers.shortcut && (
        <Button variant="outline" onClick={() => void addShortcut()}>
          เพิ่มไปยังหน้าจอหลัก
        </Button>
      )}
    </>
  );
}
