import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, pollOptions, polls, pollVotes, sessions } from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(ENGINES)('content version on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const version = () => app.services.site.contentVersion();

  it('changes with every write to content guests see, whoever makes it', async () => {
    const db = app.database.db;
    const start = await version();
    const [article] = await db.select({ id: articles.idArticle }).from(articles).limit(1);
    await db
      .update(articles)
      .set({ title: 'A new title' })
      .where(eq(articles.idArticle, article!.id));
    const afterUpdate = await version();
    expect(afterUpdate).toBeGreaterThan(start);
    await db.update(polls).set({ question: 'Cats or dogs?' });
    expect(await version()).toBeGreaterThan(afterUpdate);
  });

  it('does not change for what members and voters write', async () => {
    const db = app.database.db;
    const before = await version();
    const [option] = await db.select().from(pollOptions).limit(1);
    await db
      .insert(pollVotes)
      .values({ idPoll: option!.idPoll, idOption: option!.idOption, voterKey: 'k'.repeat(43) });
    await db.delete(sessions);
    expect(await version()).toBe(before);
  });
});
