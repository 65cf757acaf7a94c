/**
 * The studio's subscribers (decision 046): what both the server and the screen know.
 * Browser-safe: no imports.
 */

export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** An import's limits: far above a small site's list, far below what would hold the loop. */
export const IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 20_000 } as const;

/** One problem of an import, by line of the file (the header is line 1). */
export interface ImportProblem {
  line: number;
  /** A catalog key (studio_subscribers.import_errors.*). */
  key: string;
  value?: string;
}

export interface ImportCounts {
  /** New addresses with recorded consent: subscribed at once. */
  confirmed: number;
  /** New (or pending) addresses without it: a confirmation e-mail each. */
  asked: number;
  /** Pending addresses whose consent the file records: confirmed now. */
  upgraded: number;
  /** Confirmed or unsubscribed already (an unsubscribe is never undone by an import). */
  unchanged: number;
}
