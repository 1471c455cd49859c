import { describe, expect, it } from 'vitest';
import { memberLabel, memberWithCustomer } from './member';

describe('memberLabel', () => {
  it('names the member by username, or by account number when there is none', () => {
    expect(memberLabel({ username: 'demo2', userId: 12 })).toBe('demo2');
    expect(memberLabel({ username: null, userId: 12 })).toBe('#12');
  });
});

describe('memberWithCustomer', () => {
  it('adds the customer record in brackets only when there is one', () => {
    expect(memberWithCustomer({ username: 'demo2', userId: 12, customerName: 'สมชาย ใจดี' })).toBe('demo2 (สมชาย ใจดี)');
    expect(memberWithCustomer({ username: null, userId: 12, customerName: null })).toBe('#12');
  });
});
