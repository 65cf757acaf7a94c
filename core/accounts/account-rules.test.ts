import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail, isValidPassword, isValidUsername } from './account-rules.ts';

describe('account rules', () => {
  it('usernames: 3 to 20 letters, digits, underscores and dots', () => {
    for (const ok of ['abc', 'Rex_the.Dog', 'a'.repeat(20), 'ANA_99'])
      expect(isValidUsername(ok), ok).toBe(true);
    for (const bad of ['ab', 'a'.repeat(21), 'rex dog', 'rex-dog', 'café', '', 'rex@'])
      expect(isValidUsername(bad), bad).toBe(false);
  });

  it('passwords: at least 6, letters and digits only, at least one of each', () => {
    for (const ok of ['abc123', 'A1b2c3d4', '1abcde']) expect(isValidPassword(ok), ok).toBe(true);
    for (const bad of [
      'abc12',
      'abcdef',
      '123456',
      'abc 123',
      'abc12!',
      'ábc123',
      `a1${'b'.repeat(127)}`,
    ]) {
      expect(isValidPassword(bad), bad).toBe(false);
    }
  });

  it('e-mails: a valid address, stored lower-cased and trimmed', () => {
    expect(isValidEmail('rex@example.com')).toBe(true);
    for (const bad of ['rex', 'rex@', '@example.com', 'rex@example', `${'a'.repeat(250)}@x.pt`])
      expect(isValidEmail(bad), bad).toBe(false);
    expect(emailSchema.parse('  Rex@Example.COM ')).toBe('rex@example.com');
  });
});
