import { describe, expect, it } from 'vitest';
import { alnumOnly, digitsOnly, signinProblems } from './input-rules';

describe('alnumOnly', () => {
  it('drops everything but ASCII letters and digits', () => {
    expect(alnumOnly('ab C_d-9!ก')).toBe('abCd9');
    expect(alnumOnly(undefined)).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps digits up to the limit', () => {
    expect(digitsOnly('1-5099-00123-45-3x', 13)).toBe('1509900123453');
    expect(digitsOnly('12a3')).toBe('123');
  });
});

describe('signinProblems', () => {
  it('asks for each missing field, spaces counting as missing', () => {
    expect(signinProblems('', '')).toEqual({ username: 'กรุณากรอกชื่อผู้ใช้', password: 'กรุณากรอกรหัสผ่าน' });
    expect(signinProblems('   ', 'x')).toEqual({ username: 'กรุณากรอกชื่อผู้ใช้' });
    expect(signinProblems('demo2', '')).toEqual({ password: 'กรุณากรอกรหัสผ่าน' });
    expect(signinProblems('demo2', 'demo1234')).toEqual({});
  });
});
