import { Secret, TOTP, URI } from 'otpauth';
import { hashBackupCode, looksLikeBackupCode, matchTotp, newBackupCodes, newTotpSecret, otpauthUri, totpCode } from './totp';

// RFC 6238, appendix B: the SHA-1 secret is the ASCII of "12345678901234567890"; the RFC lists 8
// digits, whose last 6 are the 6-digit codes authenticator apps show.
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  test.each(RFC_VECTORS)('at %i s the code is the last 6 digits of the RFC 6238 vector %s', (seconds, eight) => {
    expect(totpCode(RFC_SECRET, Math.floor(seconds / 30))).toBe(eight.slice(2));
  });

  test('a new secret is 160 random bits in the 32 base32 characters the enrolment key carries', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  test('matchTotp accepts the current code and one step either side, and nothing else', () => {
    const secret = newTotpSecret();
    const at = Date.UTC(2026, 10, 26, 9, 0, 15);
    const step = Math.floor(at / 30_000);
    expect(matchTotp(secret, totpCode(secret, step), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at)).toBeNull();
    const spaced = totpCode(secret, step).replace(/(\d{3})/, '$1 ');
    expect(matchTotp(secret, spaced, at)).toBe(step);
  });

  test('the otpauth address names the issuer and account, and an app reading it computes the same codes', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'sam@example.ae', 'Ztart Visa');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Ztart%20Visa(:|%3A)sam%40example\.ae\?/);
    const read = URI.parse(uri);
    expect(read).toBeInstanceOf(TOTP);
    expect(read).toMatchObject({ issuer: 'Ztart Visa', label: 'sam@example.ae', algorithm: 'SHA1', digits: 6, period: 30 });
    expect(read.secret.base32).toBe('JBSWY3DPEHPK3PXP');
    expect((read as TOTP).generate({ timestamp: 59_000 })).toBe(totpCode('JBSWY3DPEHPK3PXP', 1));
  });
});

describe('backup codes', () => {
  test('ten distinct codes, hashed the same however they are typed', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const [code] = codes as [string];
    expect(hashBackupCode(code.toUpperCase().replace('-', ''))).toBe(hashBackupCode(code));
    expect(hashBackupCode(code)).not.toBe(hashBackupCode(codes[1]!));
    expect(looksLikeBackupCode(code)).toBe(true);
    expect(looksLikeBackupCode('123456')).toBe(false);
  });
});
