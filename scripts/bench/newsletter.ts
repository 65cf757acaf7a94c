/**
 * Newsletter sending benchmark (npm run bench, decision 047): an edition to 10,000 confirmed
 * subscribers (BENCH_NEWSLETTER_SUBSCRIBERS), on PGlite and (with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL) on PostgreSQL. The job worker turns it into deliveries and puts them into
 * the outbox in one batch (the rate set to the whole list), then the mail worker sends them to
 * an SMTP listener on loopback that counts what it receives. Prints messages per second of each
 * step and the process's peak RSS.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { createServices } from '../../core/container.ts';
import { runDueJobs } from '../../core/publishing/run-due-jobs.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { loadConfig } from '../../server/config.ts';
import { withScratchDatabase } from './scratch-database.ts';

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 10_000);

/** A listener that only counts: the benchmark measures the sender, not the test's parser. */
async function countingListener() {
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 50,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const rate = (n: number, ms: number) => ((n / ms) * 1000).toFixed(0);
const peakRssMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);

async function run(database: Database, label: string) {
  await database.migrate();
  const db = database.db;
  const smtp = await countingListener();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
  const services = createServices(db, config.site, {
    messaging: {
      publicUrl: config.publicUrl,
      sessionSecret: 'bench'.repeat(8),
      botCheck: config.botCheck,
      mail: config.mail,
    },
    newsletterRatePerMinute: SUBSCRIBERS,
  });
  const [staffRow] = await db
    .insert(schema.staff)
    .values({ email: 'bench@example.com', displayName: 'Bench', passwordHash: 'x', role: 'editor' })
    .returning({ id: schema.staff.idStaff });
  const articleIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const [row] = await db
      .insert(schema.articles)
      .values({
        key: `bench-${i}`,
        title: `Bench article ${i}`,
        slug: `bench-article-${i}`,
        excerpt: 'A short excerpt of the article, as lists show it.',
        content: 'Text.',
        publishedAt: new Date(),
        status: 'published',
      })
      .returning({ id: schema.articles.idArticle });
    articleIds.push(row!.id);
  }
  for (let i = 0; i < SUBSCRIBERS; i += 1000)
    await db.insert(schema.newsletterSubscribers).values(
      Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, j) => ({
        email: `reader-${i + j}@example.com`,
        status: 'confirmed' as const,
      })),
    );
  const actor = { idStaff: staffRow!.id, role: 'editor' as const, medicalReviewer: false };
  const id = await services.editions.create(actor, 'Bench edition');
  await services.editions.save(actor, id, {
    subject: 'Bench edition',
    preheader: 'The preheader',
    intro: 'Hello **friends**, the news of the month.',
    closing: 'See you soon.',
    articleIds,
    productIds: [],
  });
  await services.editions.schedule(actor, id, new Date());

  const t0 = performance.now();
  const jobs = await runDueJobs(
    db,
    { handlers: services.publishing.jobHandlers, maxAttempts: 1 },
    new Date(Date.now() + 1000),
  );
  if (jobs.done !== 1) throw new Error(`the send job did not run: ${JSON.stringify(jobs)}`);
  const queuedMs = performance.now() - t0;
  const t1 = performance.now();
  const report = await services.mail.deliver(new Date(Date.now() + 1000));
  const sentMs = performance.now() - t1;
  const figures = (await services.editions.figures([id])).get(id)!;
  await services.mail.stopWorker();
  await smtp.close();
  console.log(
    `${label}: ${SUBSCRIBERS} subscribers, into the outbox in ${(queuedMs / 1000).toFixed(1)} s ` +
      `(${rate(SUBSCRIBERS, queuedMs)} msg/s), sent in ${(sentMs / 1000).toFixed(1)} s ` +
      `(${rate(report.sent, sentMs)} msg/s), listener got ${smtp.received()}, ` +
      `figures sent ${figures.sent} failed ${figures.failed}, peak RSS ${peakRssMb()} MB`,
  );
}

const pglite = await openDatabase({});
await run(pglite, 'newsletter on PGlite');
await pglite.close();

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  await withScratchDatabase(adminUrl, async (url) => {
    const database = await openDatabase({ url });
    try {
      await run(database, 'newsletter on PostgreSQL');
    } finally {
      await database.close();
    }
  });
} else {
  console.log('newsletter on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
