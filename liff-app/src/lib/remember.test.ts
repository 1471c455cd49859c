import { describe, expect, it } from 'vitest';
import { readRemembered, saveRemembered } from './remember';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

describe('remember me', () => {
  it('keeps the username and flag, never a password', () => {
    const s = new MemoryStorage();
    s.setItem('rememberedPassword', 'old');
    saveRemembered(s, true, 'demo2');
    expect(s.getItem('rememberMe')).toBe('true');
    expect(s.getItem('rememberedUsername')).toBe('demo2');
    expect(s.getItem('rememberedPassword')).toBeNull();
    expect(readRemembered(s)).toEqual({ remember: true, username: 'demo2' });
  });
  it('forgets both when unticked', () => {
    const s = new MemoryStorage();
    saveRemembered(s, true, 'demo2');
    saveRemembered(s, false, 'demo2');
    expect(s.length).toBe(0);
    expect(readRemembered(s)).toEqual({ remember: false, username: '' });
  });
});
