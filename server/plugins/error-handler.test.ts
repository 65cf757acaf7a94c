import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messagesFor, translate } from '../../core/site/messages.ts';
import { ForbiddenOperation, guarded, type Actor } from '../../core/studio/operations.ts';
import { errorHandlerPlugin } from './error-handler.ts';

const author: Actor = { idStaff: 1, role: 'author', medicalReviewer: false };

/** A route that forgot its own `config: { permission }` still answers 403, not 500. */
describe.each(['en', 'pt', 'pt_BR'] as const)('a refused studio operation in %s', (locale) => {
  it('answers 403 with the studio’s message', async () => {
    const messages = messagesFor(locale);
    const app = Fastify();
    await app.register(errorHandlerPlugin, { messages, english: locale === 'en' });
    const service = guarded(
      'probe',
      { save: 'settings.edit' },
      { save: async (_: Actor) => 'saved' },
    );
    app.post('/probe', async () => service.save(author));
    const answer = await app.inject({ method: 'POST', url: '/probe' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: translate(messages, 'studio.forbidden') });
    await app.close();
  });
});

describe('guarded', () => {
  it('runs the operation for an actor the table allows, with its arguments', async () => {
    const service = guarded(
      'probe',
      { save: 'settings.edit', read: null },
      {
        save: async (actor: Actor, value: number) => actor.idStaff + value,
        read: () => 'read',
      },
    );
    expect(await service.save({ idStaff: 2, role: 'admin', medicalReviewer: false }, 3)).toBe(5);
    expect(service.read()).toBe('read');
    expect(() => service.save(author, 3)).toThrow(ForbiddenOperation);
  });
});
