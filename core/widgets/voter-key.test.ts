import { describe, expect, it } from 'vitest';
import {
  newVoterToken,
  readVoterToken,
  voterCookie,
  voterKeyFromCookie,
  voterKeyFromToken,
} from './voter-key.ts';

describe('voter keys', () => {
  it('makes random 32-character url-safe tokens', () => {
    const a = newVoterToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newVoterToken()).not.toBe(a);
  });

  it('reads the token among other cookies and ignores anything malformed', () => {
    const token = newVoterToken();
    expect(readVoterToken(`a=1; pawpedia_voter=${token}; b=2`)).toBe(token);
    expect(readVoterToken(`pawpedia_voter=${token}`)).toBe(token);
    expect(readVoterToken('pawpedia_voter=short')).toBeNull();
    expect(readVoterToken('other_voter=' + token)).toBeNull();
    expect(readVoterToken('')).toBeNull();
    expect(readVoterToken(undefined)).toBeNull();
  });

  it('stores a hash of the token, the same for the same visitor', () => {
    const token = newVoterToken();
    const key = voterKeyFromToken(token);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain(token);
    expect(voterKeyFromCookie(`pawpedia_voter=${token}`)).toBe(key);
    expect(voterKeyFromCookie(null)).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Lax cookie for the whole site, Secure over https', () => {
    const cookie = voterCookie('x'.repeat(32), { secure: false });
    expect(cookie).toMatch(/^pawpedia_voter=x{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(voterCookie('x'.repeat(32), { secure: true })).toMatch(/; Secure$/);
  });
});
