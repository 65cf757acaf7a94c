/**
 * The password hash of a staff profile nobody can sign in as (the demo's authors, decision 037):
 * not an argon2 hash, so no password ever matches it (`verifyPassword` answers false). An admin
 * makes such a profile usable by inviting it (`inviteProfile`); accepting sets a real password.
 */
export const NO_PASSWORD = '!profile-only';

export const isProfileOnly = (row: { passwordHash: string }) => row.passwordHash === NO_PASSWORD;

/** A placeholder address under a reserved top-level domain (RFC 2606): never delivered. */
export const placeholderEmail = (key: string) => `${key}@profiles.pawpedia.invalid`;
