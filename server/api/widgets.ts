import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { TIP_AUDIENCES } from '../../core/widgets/get-tip.ts';
import {
  newVoterToken,
  readVoterToken,
  voterCookie,
  voterKeyFromToken,
} from '../../core/widgets/voter-key.ts';
import { errorBody, idParam, idValue } from './schemas.ts';

const quote = z.object({
  id_quote: z.number(),
  content: z.string(),
  author: z.object({ name: z.string() }),
});

const tip = z.object({
  id_tip: z.number(),
  content: z.string(),
  audience: z.enum(['all', ...TIP_AUDIENCES]),
  register_prompt: z
    .boolean()
    .describe('Show the translated guests-only tip "Register here for a personalized assistant"'),
});

const poll = z.object({
  id_poll: z.number(),
  question: z.string(),
  options: z.array(
    z.object({
      id_option: z.number(),
      label: z.string(),
      votes: z.number(),
      percent: z
        .number()
        .describe('Whole percent; the options add up to 100 once anyone has voted'),
    }),
  ),
  total_votes: z.number(),
  has_voted: z.boolean(),
  voted_option: z.number().nullable(),
});

/** Per-visitor answers: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

export function widgetRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/widgets/quote',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['widgets'],
          summary: 'The quote of the day (one per UTC day, in turn)',
          response: { 200: quote, 404: errorBody },
        },
      },
      async (_request, reply) => {
        const result = await services.widgets.quote();
        return result ?? reply.status(404).send({ message: 'There is no quote to show.' });
      },
    );

    app.get(
      '/api/widgets/tip',
      {
        // The same for everyone of an audience (the query is part of the key): the members' tip
        // is asked by every member's home after load (decision 072).
        config: { cache: 'shared' },
        schema: {
          tags: ['widgets'],
          summary: 'The tip of the day for guests (default) or members',
          querystring: z.object({ audience: z.enum(TIP_AUDIENCES).default('guests') }),
          response: { 200: tip, 400: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const result = await services.widgets.tip(request.query.audience);
        return result ?? reply.status(404).send({ message: 'There is no tip to show.' });
      },
    );

    app.get(
      '/api/widgets/poll',
      {
        schema: {
          tags: ['widgets'],
          summary:
            'The active poll with its results and whether this visitor (voter cookie) has voted',
          response: { 200: poll, 404: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        const result = await services.widgets.poll(
          services.widgets.voterKey(request.headers.cookie),
        );
        return result ?? reply.status(404).send({ message: 'There is no poll at the moment.' });
      },
    );

    app.post(
      '/api/widgets/poll/:id_poll/vote',
      {
        schema: {
          tags: ['widgets'],
          summary:
            'Vote once per visitor (pawpedia_voter cookie, set on the first vote); answers the results',
          params: z.object({ id_poll: idParam }),
          body: z.object({ id_option: idValue }),
          response: { 200: poll, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        // The AJAX marker header (X-Requested-With) cannot be sent by a cross-site form.
        if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
          return reply
            .status(403)
            .send({ message: 'Votes are accepted from the site only (X-Requested-With header).' });
        }
        let token = readVoterToken(request.headers.cookie);
        if (!token) {
          token = newVoterToken();
          reply.header('set-cookie', voterCookie(token, { secure: request.protocol === 'https' }));
        }
        const result = await services.widgets.vote({
          idPoll: request.params.id_poll,
          idOption: request.body.id_option,
          voterKey: voterKeyFromToken(token),
        });
        switch (result.status) {
          case 'voted':
            return result.poll;
          case 'poll_not_found':
            return reply.status(404).send({ message: 'This poll does not exist or is closed.' });
          case 'option_not_found':
            return reply.status(400).send({
              message: 'This option is not one of the poll’s answers.',
              errors: { id_option: ['is not an option of this poll'] },
            });
          case 'already_voted':
            return reply.status(409).send({ message: 'You have already voted in this poll.' });
        }
      },
    );
  };
}
