import { isRouteErrorResponse } from 'react-router';

/** An action's answer that never came (the network, a broken answer): the form stays, with a message. */
export interface Unreachable {
  ok: false;
  unreachable: true;
  message: '';
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
}

/**
 * A page's `clientAction` around its server action (decision 028): when the answer cannot be
 * had, the form stays with the page's "try again later" message instead of the error page.
 * Redirects and outage answers go on as they are.
 */
export async function keepFormOnFailure<T>(
  serverAction: () => Promise<T>,
): Promise<T | Unreachable> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect goes on; so does an outage (503), whose page says more than the form could.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    if ((error instanceof Response || isRouteErrorResponse(error)) && error.status === 503)
      throw error;
    return { ok: false, unreachable: true, message: '', errors: {}, values: {} };
  }
}
