import { ApiError } from '@goldshop/api/contract';
import { describe, expect, it } from 'vitest';
import { firstWrong, problemsOf, refusalField, withNotes } from './form-rules';

interface V {
  username: string;
  password: string;
}

describe('form rules', () => {
  const rules = (v: V) => ({ username: v.username ? undefined : 'กรุณากรอกชื่อผู้ใช้', password: v.password.length >= 8 ? undefined : 'สั้นไป' });

  it('keeps only the fields that are wrong, and finds the first in the form order', () => {
    expect(problemsOf(rules, { username: 'a', password: 'x' })).toEqual({ password: 'สั้นไป' });
    expect(problemsOf(rules, { username: 'a', password: '12345678' })).toEqual({});
    expect(firstWrong(['username', 'password'], { password: 'x', username: 'y' })).toBe('username');
    expect(firstWrong(['username', 'password'], {})).toBeUndefined();
  });

  it('says why a field is empty when everything typed into it was dropped', () => {
    const notes = { username: 'ใช้ได้เฉพาะ a-z' };
    expect(withNotes({ username: 'กรุณากรอกชื่อผู้ใช้' }, { username: '', password: '' }, notes)).toEqual({ username: 'ใช้ได้เฉพาะ a-z' });
    expect(withNotes({ password: 'สั้นไป' }, { username: 'ab', password: '' }, notes)).toEqual({ password: 'สั้นไป' });
  });

  it('maps a refusal to its field by code, whatever its message says', () => {
    const codes = { WRONG_PASSWORD: 'password' } as const;
    expect(refusalField<V>(new ApiError(400, 'ข้อความใดก็ได้', 'WRONG_PASSWORD'), codes)).toEqual({
      name: 'password',
      message: 'ข้อความใดก็ได้',
    });
    expect(refusalField<V>(new ApiError(400, 'ชื่อผู้ใช้', 'VALIDATION'), codes)).toBeUndefined();
    expect(refusalField<V>(new ApiError(400, 'x'), codes)).toBeUndefined();
    expect(refusalField<V>(new TypeError('offline'), codes)).toBeUndefined();
  });
});
