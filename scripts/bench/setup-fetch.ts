/**
 * A request the bench needs before it loads (which article and breed to ask for, the page used as
 * the static baseline). On a busy machine the production gate may shed it with a 503 (decision
 * 022), or a limit answer 429: it is asked again a few times, a short wait apart, and then the
 * run stops with a message that names the URL and what the server last answered.
 */
export async function setupFetch(
  url: string,
  init: RequestInit = {},
  { attempts = 10, waitMs = 1000 }: { attempts?: number; waitMs?: number } = {},
): Promise<Response> {
  let last = '';
  let tries = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    tries = attempt;
    try {
      const response = await fetch(url, init);
      if (response.ok) return response;
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
      // Only a shed request or a rate limit passes with time; any other answer is final.
      if (response.status !== 503 && response.status !== 429) break;
    } catch (error) {
      last = String(error);
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  throw new Error(
    `bench setup: ${url} failed after ${tries} ${tries === 1 ? 'try' : 'tries'} (last answer: ${last})`,
  );
}
