import { STORAGE } from './storage-keys';

/**
 * Remember-me keeps the username (and asks the server for a longer session); the password is never
 * stored (docs/decisions.md "Verification and personal data": `rememberedPassword` is the one key of docs/product.md "Browser storage" we do not write).
 */
export function saveRemembered(storage: Storage, remember: boolean, username: string) {
  if (remember) {
    storage.setItem(STORAGE.rememberMe, 'true');
    storage.setItem(STORAGE.rememberedUsername, username);
  } else {
    storage.removeItem(STORAGE.rememberMe);
    storage.removeItem(STORAGE.rememberedUsername);
  }
  storage.removeItem('rememberedPassword'); // left by an older app, if any
}

export function readRemembered(storage: Storage): { remember: boolean; username: string } {
  const remember = storage.getItem(STORAGE.rememberMe) === 'true';
  return { remember, username: remember ? (storage.getItem(STORAGE.rememberedUsername) ?? '') : '' };
}
