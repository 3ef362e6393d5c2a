import { auditQueryString, parseAuditQuery, toAuditFilter } from './audit-filter';

describe('the audit log filter', () => {
  test('reads Dubai calendar days as whole days in UTC+4', () => {
    const filter = toAuditFilter(parseAuditQuery({ from: '2026-11-01', to: '2026-11-02', action: 'export', actor: ' Sam@Example.AE ' }));
    expect(filter).toEqual({
      action: 'export',
      actorEmail: 'sam@example.ae',
      since: '2026-10-31T20:00:00.000Z',
      until: '2026-11-02T20:00:00.000Z',
      limit: 50,
      offset: 0,
    });
  });

  test('ignores what it does not know, and pages by 50', () => {
    const query = parseAuditQuery({ action: 'drop-table', from: 'yesterday', page: '3', actor: ['a@b.ae', 'c@d.ae'] });
    expect(query).toEqual({ action: undefined, actor: 'a@b.ae', from: undefined, to: undefined, page: 3 });
    expect(toAuditFilter(query).offset).toBe(100);
    expect(auditQueryString(query, 4)).toBe('?actor=a%40b.ae&page=4');
    expect(auditQueryString(query, 1)).toBe('?actor=a%40b.ae');
  });
});
