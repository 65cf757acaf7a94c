/**
 * What a page that failed in a database outage carries as its 503 error data: the text of the
 * outage page in the site's language, written by the server (server/plugins/page-outage.ts),
 * rendered by the root error boundary even when the root's own data is missing (decision 021).
 */
export interface OutagePage {
  outage: true;
  lang: string;
  title: string;
  heading: string;
  description: string;
}

export function isOutagePage(data: unknown): data is OutagePage {
  return typeof data === 'object' && data !== null && (data as OutagePage).outage === true;
}

/**
 * What a page action that lost a race for a unique row carries as its 409 error data (two
 * requests made the same row at the same moment): the sentence the API answers in that case, in
 * the site's language (server/plugins/page-outage.ts). Nothing of the winner's was changed.
 */
export interface ConflictPage {
  conflict: true;
  heading: string;
  message: string;
}

export function isConflictPage(data: unknown): data is ConflictPage {
  return typeof data === 'object' && data !== null && (data as ConflictPage).conflict === true;
}
