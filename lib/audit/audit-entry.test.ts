import { auditActorEmail, auditEntryOf, auditText, SYSTEM_ACTORS, UNKNOWN_EMAIL } from './audit-entry';

describe('what the audit log keeps', () => {
  test('a typed e-mail is kept only when it is one, lower-cased; anything else is "unknown e-mail"', () => {
    expect(auditActorEmail(' Owner@Example.AE ')).toBe('owner@example.ae');
    for (const typed of ['S3cret-Passw0rd!', 'correct horse battery staple', 'owner@example.ae\r\n2026-01-01 sign-in admin@x.ae', '', 'a@b', `${'a'.repeat(250)}@example.ae`]) {
      expect(auditActorEmail(typed)).toBe(UNKNOWN_EMAIL);
    }
  });

  test("the system's own actors keep their names", () => {
    expect(auditActorEmail(SYSTEM_ACTORS.scheduler)).toBe('scheduler');
  });

  test('control characters in a target or detail become spaces, so no text can pose as another line', () => {
    expect(auditText('visa x\r\n2026-11-27 Published visa y\u202e')).toBe('visa x  2026-11-27 Published visa y ');
    expect(auditText('a'.repeat(400))).toHaveLength(300);
    expect(auditText('')).toBeNull();
  });

  test('an entry from a failed sign-in with a password typed as the e-mail holds no trace of it', () => {
    const entry = auditEntryOf({ action: 'sign-in-failed', actor: { _id: null, email: 'Hunter2-Secret!' }, detail: 'wrong e-mail or password' }, '203.0.113.9');
    expect(JSON.stringify(entry)).not.toContain('Hunter2');
    expect(entry.actor).toEqual({ id: null, email: UNKNOWN_EMAIL });
  });
});
