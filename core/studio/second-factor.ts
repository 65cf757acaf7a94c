import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../accounts/tokens.ts';

/** RFC 6238 with the defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const totpOf = (secret: string, issuer: string, label: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits, in base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the enrolment step shows: the otpauth URI, the same as a QR code (SVG), and the secret to type. */
export async function enrolmentOf(secret: string, issuer: string, email: string) {
  const uri = totpOf(secret, issuer, email).toString();
  // qrcode (~1 MB of heap) loads at the first enrolment, not with the server (decision 064).
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri: uri, qrSvg, secret };
}

/**
 * Whether a code is valid now: the current 30 s step or the one either side (clock drift).
 * Returns the step it matched, so a code once used can be refused again (replay).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret, 'x', 'x');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten one-time codes like `k7m2p-q9xr4` (50 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Spaces, dashes and capitals do not matter when a code is typed. */
export const recoveryCodeHash = (code: string) =>
  hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
