import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts staff TOTP secrets at rest (docs/decisions/031): AES-256-GCM under a key derived from
 * SESSION_SECRET with HKDF-SHA-256 (its own `info`, so the key is used for nothing else). Stored
 * as `v1.<iv>.<ciphertext+tag>` in base64url. A database copy alone gives no second factor.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Null when the value was sealed under another secret or was altered. */
  open(sealed: string): string | null;
}

const INFO = 'pawpedia staff totp secret v1';

export function createSecretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'pawpedia', INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !body) return null;
      try {
        const bytes = Buffer.from(body, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([
          decipher.update(bytes.subarray(0, bytes.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
