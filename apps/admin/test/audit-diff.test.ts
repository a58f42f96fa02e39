// The audit log's detail reads a change as a list of edits: every field by its dotted path, added,
// removed, changed or unchanged.
import { describe, expect, it } from 'vitest';
import { diffRecords } from '../src/features/audit/audit-diff.ts';

describe('audit diff', () => {
  it('lists a change field by field, nested fields by their dotted path', () => {
    const before = JSON.stringify({
      name: 'Phoenix',
      hours: { mon: { open: '0700' }, sun: null },
      olo: true,
    });
    const after = JSON.stringify({
      name: 'Phoenix',
      hours: { mon: { open: '0800' } },
      olo: true,
      phone: '602',
    });
    expect(diffRecords(before, after)).toEqual([
      { path: 'hours.mon.open', kind: 'changed', before: '"0700"', after: '"0800"' },
      { path: 'hours.sun', kind: 'removed', before: 'null', after: null },
      { path: 'name', kind: 'unchanged', before: '"Phoenix"', after: '"Phoenix"' },
      { path: 'olo', kind: 'unchanged', before: 'true', after: 'true' },
      { path: 'phone', kind: 'added', before: null, after: '"602"' },
    ]);
  });

  it('reads a created record as every field added, a removed one as every field removed', () => {
    expect(diffRecords(null, '{"email":"a@b.c","storeIds":[111]}').map((l) => [l.path, l.kind])).toEqual([
      ['email', 'added'],
      ['storeIds', 'added'],
    ]);
    expect(diffRecords('{"email":"a@b.c"}', null)).toEqual([
      { path: 'email', kind: 'removed', before: '"a@b.c"', after: null },
    ]);
  });
});
