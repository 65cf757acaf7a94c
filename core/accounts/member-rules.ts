/**
 * The studio's members (decision 048): what both the server and the screens know.
 * Browser-safe: no imports.
 */

export const MEMBER_STATES = ['active', 'disabled'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const MEMBERS_PAGE_SIZE = 50;

/**
 * What staff type to confirm an erasure: the member's own e-mail address, as Ghost asks for the
 * name of what is deleted, so a slip of the mouse on the wrong member erases nobody.
 */
export const eraseConfirmed = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.toLowerCase();
