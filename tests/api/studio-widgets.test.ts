import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog, polls, quotes, tips } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

interface QuoteJson {
  id_quote: number;
  content: string;
  position: number;
  is_active: boolean;
}
interface PollJson {
  id_poll: number;
  question: string;
  total_votes: number;
  options: { id_option: number; label: string; votes: number; percent: number }[];
}

/**
 * The home's widgets in the studio ("Widgets"; decision 044): quotes in a rotation with
 * an order and an on/off switch, tips for guests, members or both, polls with dates whose voted
 * options stay; every change audited and on the home at once; authors refused.
 */
describe.each(ENGINES)('studio widgets on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  let author: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const put = (url: string, payload: Record<string, unknown>) =>
    editor.request({ method: 'PUT', url, payload });
  const del = (url: string) => editor.request({ method: 'DELETE', url });

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('keeps quotes in a rotation: order, on and off, changes and removals; the home follows', async () => {
    const a = (
      await editor.post('/api/studio/quotes', { content: 'Dogs first', author: 'Ann' })
    ).json() as QuoteJson;
    const b = (
      await editor.post('/api/studio/quotes', { content: 'Cats too', author: 'Bo' })
    ).json() as QuoteJson;
    expect([a.position, b.position]).toEqual([0, 1]);
    const moved = await editor.post(`/api/studio/quotes/${b.id_quote}/move`, { by: -1 });
    expect((moved.json() as QuoteJson[]).map((q) => q.content)).toEqual(['Cats too', 'Dogs first']);
    // The rotation: one a day, in order, among the active ones.
    const day = 24 * 3600_000;
    const { getQuote } = await import('../../core/widgets/get-quote.ts');
    const week = await Promise.all([0, 1].map((n) => getQuote(app.database.db, new Date(n * day))));
    expect(week.map((q) => q?.content)).toEqual(['Cats too', 'Dogs first']);
    const off = await put(`/api/studio/quotes/${b.id_quote}`, {
      content: 'Cats too!',
      author: 'Bo',
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await app.services.widgets.quote())?.content).toBe('Dogs first');
    expect((await del(`/api/studio/quotes/${a.id_quote}`)).json()).toEqual({ deleted: true });
    expect((await del(`/api/studio/quotes/${a.id_quote}`)).json()).toEqual({ deleted: false });
    expect(await app.services.widgets.quote()).toBeNull();
    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.subjectType, 'quote'))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual([
      'quote.create',
      'quote.create',
      'quote.delete',
      'quote.move',
      'quote.update',
    ]);
    await app.database.db.delete(quotes);
  });

  it('gives tips to their audience', async () => {
    const created = await editor.post('/api/studio/tips', {
      content: 'Brush daily',
      audience: 'members',
    });
    expect(created.statusCode).toBe(201);
    expect(await app.services.widgets.tip('guests')).toBeNull();
    expect((await app.services.widgets.tip('members'))?.content).toBe('Brush daily');
    const id = (created.json() as { id_tip: number }).id_tip;
    expect(
      (await put(`/api/studio/tips/${id}`, { content: 'Brush', audience: 'all' })).statusCode,
    ).toBe(200);
    expect((await app.services.widgets.tip('guests'))?.content).toBe('Brush');
    const bad = await editor.post('/api/studio/tips', { content: ' ', audience: 'cats' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      content: [t('studio_widgets.errors.required')],
      audience: [t('studio_widgets.errors.invalid')],
    });
    await app.database.db.delete(tips);
  });

  it('edits a poll with votes: words may change, a voted option stays, votes are kept', async () => {
    const created = await editor.post('/api/studio/polls', {
      question: 'Cats or dogs?',
      options: [{ label: 'Cats' }, { label: 'Dogs' }, { label: 'Fish' }],
    });
    expect(created.statusCode).toBe(201);
    const poll = created.json() as PollJson;
    const [cats, dogs, fish] = poll.options;
    const voter = await newVisitor(app);
    const vote = await voter.post(`/api/widgets/poll/${poll.id_poll}/vote`, {
      id_option: cats!.id_option,
    });
    expect(vote.statusCode).toBe(200);

    const refused = await put(`/api/studio/polls/${poll.id_poll}`, {
      question: 'Cats or dogs?',
      options: [{ id_option: dogs!.id_option, label: 'Dogs' }, { label: 'Birds' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('studio_widgets.option_has_votes'));

    const changed = await put(`/api/studio/polls/${poll.id_poll}`, {
      question: 'Which pet?',
      options: [
        { id_option: dogs!.id_option, label: 'Dogs' },
        { id_option: cats!.id_option, label: 'Cats (all kinds)' },
        { label: 'Birds' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json() as PollJson;
    expect(after.question).toBe('Which pet?');
    expect(after.options.map((o) => [o.label, o.votes])).toEqual([
      ['Dogs', 0],
      ['Cats (all kinds)', 1],
      ['Birds', 0],
    ]);
    expect(after.options.some((o) => o.id_option === fish!.id_option)).toBe(false);
    // The home's poll shows it at once, and the voter's vote is still theirs.
    const shown = await voter.get('/api/widgets/poll');
    expect(shown.json()).toMatchObject({
      question: 'Which pet?',
      total_votes: 1,
      voted_option: cats!.id_option,
    });
    const again = await voter.post(`/api/widgets/poll/${poll.id_poll}/vote`, {
      id_option: dogs!.id_option,
    });
    expect(again.statusCode).toBe(409);

    expect((await del(`/api/studio/polls/${poll.id_poll}`)).statusCode).toBe(409);
    expect(
      (await app.database.db.select().from(polls).where(eq(polls.idPoll, poll.id_poll))).length,
    ).toBe(1);
    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.subjectType, 'poll'))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual(['poll.create', 'poll.update']);
  });

  it('shows a poll only between its dates; a poll without votes can be deleted', async () => {
    const hour = 3600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const later = (
      await editor.post('/api/studio/polls', {
        question: 'Later?',
        opens_at: at(hour),
        options: [{ label: 'Yes' }, { label: 'No' }],
      })
    ).json() as PollJson;
    const over = (
      await editor.post('/api/studio/polls', {
        question: 'Over?',
        opens_at: at(-2 * hour),
        closes_at: at(-hour),
        options: [{ label: 'Yes' }, { label: 'No' }],
      })
    ).json() as PollJson;
    expect((await app.services.widgets.poll(null))?.question).toBe('Which pet?');
    const voter = await newVisitor(app);
    const closedVote = await voter.post(`/api/widgets/poll/${over.id_poll}/vote`, {
      id_option: over.options[0]!.id_option,
    });
    expect(closedVote.statusCode).toBe(404);
    const bad = await editor.post('/api/studio/polls', {
      question: '',
      opens_at: at(hour),
      closes_at: at(-hour),
      options: [{ label: 'Only one' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      question: [t('studio_widgets.errors.required')],
      closes_at: [t('studio_widgets.errors.closes_before_opens')],
      options: [t('studio_widgets.errors.two_options')],
    });
    expect((await del(`/api/studio/polls/${later.id_poll}`)).json()).toEqual({ deleted: true });
    expect((await del(`/api/studio/polls/${later.id_poll}`)).json()).toEqual({ deleted: false });
    await app.database.db.delete(polls).where(inArray(polls.idPoll, [over.id_poll]));
  });

  it('refuses authors', async () => {
    expect((await author.get('/api/studio/widgets')).statusCode).toBe(403);
    expect(
      (await author.post('/api/studio/quotes', { content: 'x', author: 'y' })).statusCode,
    ).toBe(403);
    const list = await editor.get('/api/studio/widgets');
    expect(list.statusCode).toBe(200);
    expect(Object.keys(list.json() as object).sort()).toEqual(['polls', 'quotes', 'tips']);
  });
});
