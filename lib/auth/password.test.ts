import { hashPassword, MAX_PASSWORD_BYTES, verifyPassword } from './password';

// bcrypt reads only 72 bytes: a longer password must not be checked by its start alone.
test('a password over 72 bytes never matches, even when its first 72 bytes are the stored password', async () => {
  const stored = 'p'.repeat(MAX_PASSWORD_BYTES);
  const hash = await hashPassword(stored);
  expect(await verifyPassword(stored, hash)).toBe(true);
  expect(await verifyPassword(`${stored}anything`, hash)).toBe(false);
});

test('a password over 72 bytes cannot be set', async () => {
  await expect(hashPassword('é'.repeat(37))).rejects.toThrow(/at most 72 bytes/); // 74 bytes in UTF-8
});
