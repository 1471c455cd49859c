import { describe, expect, it } from 'vitest';
import { pageQuery, tableData, tableQuery } from './table-query';

describe('pageQuery', () => {
  it('sends ProTable page as the API page, with the size', () => {
    expect(pageQuery({ current: 3, pageSize: 10 })).toBe('page=3&pageSize=10');
    expect(pageQuery({})).toBe('page=1&pageSize=20');
  });
  it('keeps filled filters, trims text and drops empty ones', () => {
    expect(pageQuery({ current: 1, pageSize: 20, q: '  สมชาย ', status: '', staffId: 4, empty: undefined, nothing: null })).toBe(
      'page=1&pageSize=20&q=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2&staffId=4',
    );
  });
  it('lets a fixed queue filter win over the form and ignores objects', () => {
    expect(pageQuery({ current: 1, pageSize: 5, kind: 'deposit', range: ['a', 'b'] }, { kind: 'withdrawal' })).toBe(
      'page=1&pageSize=5&kind=withdrawal',
    );
  });
});

describe('tableQuery', () => {
  it('gives the same page and filters as an object for the typed client', () => {
    expect(tableQuery({ current: 2, pageSize: 10, status: ' pending ', empty: '' }, { kind: 'deposit' })).toEqual({
      page: '2',
      pageSize: '10',
      status: 'pending',
      kind: 'deposit',
    });
  });
});

describe('tableData', () => {
  it('marks the answer a success for ProTable', () => {
    expect(tableData({ data: [1], total: 9 })).toEqual({ data: [1], total: 9, success: true });
  });
  it('takes a whole list as one page of all its rows', () => {
    expect(tableData(['a', 'b'])).toEqual({ data: ['a', 'b'], total: 2, success: true });
    expect(tableData([])).toEqual({ data: [], total: 0, success: true });
  });
});
