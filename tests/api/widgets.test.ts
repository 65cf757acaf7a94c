import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '../../core/widgets/get-poll.ts';
import { pollOptions, pollVotes, polls } from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

const AJAX = { 'x-requested-with': 'XMLHttpRequest' };

/** The pawpedia_voter cookie a response sets, as a Cookie header value. */
function voterCookieOf(setCookie: string | string[] | undefined): string {
  const header = ([] as string[])
    .concat(setCookie ?? [])
    .find((c) => c.startsWith('pawpedia_voter='));
  expect(header, 'the response sets the voter cookie').toBeDefined();
  return header!.split(';')[0]!;
}

describe.each(ENGINES)('home widgets API on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  // Each vote comes from a page that gave the visitor a CSRF cookie and token.
  const vote = async (idPoll: number, idOption: unknown, cookie?: string, headers = AJAX) => {
    const page = await newVisitor(app);
    return app.server.inject({
      method: 'POST',
      url: `/api/widgets/poll/${idPoll}/vote`,
      headers: {
        ...headers,
        'x-csrf-token': page.csrfToken,
        cookie: [page.cookieHeader, cookie].filter(Boolean).join('; '),
      },
      payload: { id_option: idOption },
    });
  };

  describe('GET /api/widgets/quote', () => {
    it('answers one quote with its content and author name, the same one all day', async () => {
      const response = await app.server.inject('/api/widgets/quote');
      expect(response.statusCode).toBe(200);
      const quote = response.json() as { content: string; author: { name: string } };
      expect(quote.content.length).toBeGreaterThan(10);
      expect(quote.author.name.length).toBeGreaterThan(2);
      expect((await app.server.inject('/api/widgets/quote')).json()).toEqual(quote);
    });
  });

  describe('GET /api/widgets/tip', () => {
    it('gives guests a tip for everyone plus the register prompt', async () => {
      const response = await app.server.inject('/api/widgets/tip?audience=guests');
      expect(response.statusCode).toBe(200);
      const tip = response.json() as {
        content: string;
        audience: string;
        register_prompt: boolean;
      };
      expect(tip.audience).toBe('all');
      expect(tip.content.length).toBeGreaterThan(10);
      expect(tip.register_prompt).toBe(true);
      // Guests by default.
      expect((await app.server.inject('/api/widgets/tip')).json()).toEqual(tip);
    });

    it('gives members a tip for everyone or for members, never the register prompt', async () => {
      const tip = (await app.server.inject('/api/widgets/tip?audience=members')).json() as {
        audience: string;
        register_prompt: boolean;
        content: string;
      };
      expect(['all', 'members']).toContain(tip.audience);
      expect(tip.register_prompt).toBe(false);
      expect(tip.content).not.toMatch(/Register here/);
    });

    it('refuses an unknown audience with a 400 that names the field', async () => {
      const response = await app.server.inject('/api/widgets/tip?audience=admins');
      expect(response.statusCode).toBe(400);
      expect(Object.keys((response.json() as { errors: object }).errors).join()).toMatch(
        /audience/,
      );
    });
  });

  describe('poll', () => {
    const getPoll = async (cookie?: string) => {
      const response = await app.server.inject({
        method: 'GET',
        url: '/api/widgets/poll',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json() as Poll;
    };

    it('answers the active poll with its options, no votes yet, and not voted', async () => {
      const poll = await getPoll();
      expect(poll.question).toMatch(/walks/);
      expect(poll.options.length).toBe(4);
      expect(poll.total_votes).toBe(0);
      expect(poll.has_voted).toBe(false);
      expect(poll.voted_option).toBeNull();
      for (const option of poll.options) expect(option).toMatchObject({ votes: 0, percent: 0 });
    });

    it('counts a first vote, sets an HttpOnly SameSite=Lax voter cookie and shows the results', async () => {
      const { id_poll, options } = await getPoll();
      const response = await vote(id_poll, options[1]!.id_option);
      expect(response.statusCode).toBe(200);
      const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
      expect(setCookie).toMatch(
        /^pawpedia_voter=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/m,
      );
      const poll = response.json() as Poll;
      expect(poll.has_voted).toBe(true);
      expect(poll.voted_option).toBe(options[1]!.id_option);
      expect(poll.total_votes).toBe(1);
      expect(poll.options[1]).toMatchObject({ votes: 1, percent: 100 });

      const cookie = voterCookieOf(response.headers['set-cookie']);
      const seen = await getPoll(cookie);
      expect(seen).toMatchObject({
        has_voted: true,
        voted_option: options[1]!.id_option,
        total_votes: 1,
      });
      expect((await getPoll()).has_voted).toBe(false);
    });

    it('refuses a second vote from the same visitor with a 409 and changes nothing', async () => {
      const { id_poll, options } = await getPoll();
      const first = await vote(id_poll, options[0]!.id_option);
      expect(first.statusCode).toBe(200);
      const cookie = voterCookieOf(first.headers['set-cookie']);
      const before = await getPoll(cookie);

      const again = await vote(id_poll, options[2]!.id_option, cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'You have already voted in this poll.' });
      expect(again.headers['set-cookie']).toBeUndefined();
      const after = await getPoll(cookie);
      expect(after).toEqual(before);
      expect(after.voted_option).toBe(options[0]!.id_option);
    });

    it('lets a different visitor vote, and percentages add up to 100', async () => {
      const { id_poll, options, total_votes } = await getPoll();
      const response = await vote(id_poll, options[3]!.id_option);
      expect(response.statusCode).toBe(200);
      const poll = response.json() as Poll;
      expect(poll.total_votes).toBe(total_votes + 1);
      expect(poll.options.reduce((sum, o) => sum + o.percent, 0)).toBe(100);
      expect(poll.options.reduce((sum, o) => sum + o.votes, 0)).toBe(poll.total_votes);
    });

    it('counts one vote when the same visitor sends two at once', async () => {
      const { id_poll, options, total_votes } = await getPoll();
      const first = await vote(id_poll, options[0]!.id_option);
      const cookie = voterCookieOf(first.headers['set-cookie']);
      const answers = await Promise.all([
        vote(id_poll, options[1]!.id_option, cookie),
        vote(id_poll, options[2]!.id_option, cookie),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([409, 409]);
      expect((await getPoll()).total_votes).toBe(total_votes + 1);
    });

    it('refuses an option of no poll, or of another poll, with a 400 and counts nothing', async () => {
      const { id_poll, total_votes } = await getPoll();
      // An option of another (closed) poll is not an answer to this one.
      const [closed] = await app.database.db
        .insert(polls)
        .values({ question: 'Closed question?', isActive: false })
        .returning({ idPoll: polls.idPoll });
      const [foreign] = await app.database.db
        .insert(pollOptions)
        .values({ idPoll: closed!.idPoll, label: 'Elsewhere' })
        .returning({ idOption: pollOptions.idOption });
      for (const idOption of [999_999, foreign!.idOption]) {
        const response = await vote(id_poll, idOption);
        expect(response.statusCode).toBe(400);
        const body = response.json() as { message: string; errors: Record<string, string[]> };
        expect(body.message).toMatch(/option/);
        expect(Object.keys(body.errors)).toEqual(['id_option']);
      }
      const malformed = await vote(id_poll, 'two');
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys((malformed.json() as { errors: object }).errors).join()).toMatch(
        /id_option/,
      );
      const [row] = await app.database.db
        .select({ n: pollVotes.idVote })
        .from(pollVotes)
        .where(eq(pollVotes.idOption, foreign!.idOption));
      expect(row).toBeUndefined();
      // Nor can anyone vote in the closed poll itself.
      expect((await vote(closed!.idPoll, foreign!.idOption)).statusCode).toBe(404);
      expect((await getPoll()).total_votes).toBe(total_votes);
    });

    it('answers 404 for an unknown poll and 400 for a malformed poll id', async () => {
      const { options } = await getPoll();
      const unknown = await vote(424_242, options[0]!.id_option);
      expect(unknown.statusCode).toBe(404);
      expect((unknown.json() as { message: string }).message).toMatch(/poll/);
      const malformed = await (
        await newVisitor(app)
      ).post('/api/widgets/poll/abc/vote', { id_option: 1 });
      expect(malformed.statusCode).toBe(400);
    });

    it('refuses a vote without the AJAX marker header with a 403', async () => {
      const { id_poll, options, total_votes } = await getPoll();
      const response = await vote(id_poll, options[0]!.id_option, undefined, {} as typeof AJAX);
      expect(response.statusCode).toBe(403);
      expect((response.json() as { message: string }).message).toMatch(
        /did not come from our site/,
      );
      expect((await getPoll()).total_votes).toBe(total_votes);
    });

    it('ignores a forged or malformed voter cookie and treats the visitor as new', async () => {
      const poll = await getPoll('pawpedia_voter=not-a-real-token');
      expect(poll.has_voted).toBe(false);
    });
  });

  describe('services.widgets.home', () => {
    it('answers quote, tip, poll and featured products in one call, for a voter key', async () => {
      const { id_poll, options } = (await (
        await app.server.inject('/api/widgets/poll')
      ).json()) as Poll;
      const voted = await vote(id_poll, options[0]!.id_option);
      const cookie = voterCookieOf(voted.headers['set-cookie']);
      const widgets = app.services.widgets;
      const home = await widgets.home({
        voterKey: widgets.voterKey(`x=1; ${cookie}`),
        audience: 'guests',
      });
      expect(home.quote).toEqual((await app.server.inject('/api/widgets/quote')).json());
      expect(home.tip).toEqual(
        (await app.server.inject('/api/widgets/tip?audience=guests')).json(),
      );
      expect(home.poll?.has_voted).toBe(true);
      expect(home.featuredProducts).toEqual(
        (await app.server.inject('/api/store/featured')).json(),
      );
      const stranger = await widgets.home({ voterKey: null, audience: 'members' });
      expect(stranger.poll?.has_voted).toBe(false);
      expect(stranger.tip?.register_prompt).toBe(false);
    });
  });
});
