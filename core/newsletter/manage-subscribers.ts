// Over 300 lines on purpose: the list, export and consent-respecting import share the subscribers' filters.
import { createHash, randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, newsletterSubscribers } from '../../db/schema/index.ts';
import { emailSchema } from '../accounts/account-rules.ts';
import { readCsvCell, writeCsv } from '../shared/csv.ts';
import { LOCALES, type Locale } from '../site/locale.ts';
import { audit } from '../shared/audit.ts';
import {
  IMPORT_LIMITS,
  SUBSCRIBER_STATES,
  SUBSCRIBERS_PAGE_SIZE,
  type ImportCounts,
  type ImportProblem,
  type SubscriberState,
} from './subscriber-rules.ts';
import { subscribe, type NewsletterContext } from './subscriptions.ts';
import { guarded, type Actor } from '../studio/operations.ts';

export { IMPORT_LIMITS, SUBSCRIBER_STATES, type ImportProblem, type SubscriberState };

/**
 * The studio's subscribers (decision 046): the list with its filters, a CSV export, a CSV
 * import that respects consent (an address without recorded consent gets the confirmation e-mail,
 * never the newsletter), and erasure. Imports and erasures are audited.
 */

export interface SubscriberFilter {
  state?: SubscriberState | undefined;
  /** Part of the address, any case. */
  search?: string | undefined;
  /** From 1. */
  page?: number | undefined;
}

export interface SubscriberRow {
  id: number;
  email: string;
  state: SubscriberState;
  locale: Locale;
  member: boolean;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export type ImportResult =
  { ok: true; dryRun: boolean; counts: ImportCounts } | { ok: false; problems: ImportProblem[] };

/** How a consent cell may say yes or no, in the site's three languages. */
const YES = new Set(['yes', 'y', 'true', '1', 'sim', 's']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'não', 'nao']);

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const where = (filter: SubscriberFilter): SQL | undefined =>
  and(
    filter.state ? eq(newsletterSubscribers.status, filter.state) : undefined,
    filter.search?.trim()
      ? ilike(newsletterSubscribers.email, `%${filter.search.trim().replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
  );

const columns = {
  id: newsletterSubscribers.idSubscriber,
  email: newsletterSubscribers.email,
  state: newsletterSubscribers.status,
  locale: newsletterSubscribers.locale,
  idUser: newsletterSubscribers.idUser,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

const toRow = ({ idUser, ...row }: { idUser: number | null } & Omit<SubscriberRow, 'member'>) => ({
  ...row,
  member: idUser !== null,
});

/** Addresses per statement of an import (well under PostgreSQL's 65,535 parameters). */
const BATCH = 1000;

interface ParsedRow {
  line: number;
  email: string;
  consent: boolean;
  locale: Locale;
}

/** The file's rows, or every problem found in it (nothing is imported then). */
function readImport(
  csv: string,
  siteLocale: Locale,
): { ok: true; rows: ParsedRow[] } | { ok: false; problems: ImportProblem[] } {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { ok: false, problems: [{ line, key: 'not_csv' }] };
  }
  const header = (records[0] ?? []).map((cell) => cell.toLowerCase());
  const emailAt = header.indexOf('email');
  const consentAt = header.indexOf('consent');
  const localeAt = header.indexOf('locale');
  if (emailAt < 0 || consentAt < 0) return { ok: false, problems: [{ line: 1, key: 'header' }] };
  if (records.length - 1 > IMPORT_LIMITS.rows)
    return {
      ok: false,
      problems: [
        { line: IMPORT_LIMITS.rows + 2, key: 'too_many', value: String(IMPORT_LIMITS.rows) },
      ],
    };
  const problems: ImportProblem[] = [];
  const rows = new Map<string, ParsedRow>();
  records.slice(1).forEach((record, index) => {
    const line = index + 2;
    // The rule of member sign-up and of the newsletter form (core/accounts/account-rules.ts),
    // on the cell as this studio's own export wrote it (core/shared/csv.ts).
    const cell = readCsvCell(record[emailAt] ?? '');
    const parsed = emailSchema.safeParse(cell);
    const email = parsed.success ? parsed.data : cell.toLowerCase();
    const consent = (record[consentAt] ?? '').toLowerCase();
    const locale = record[localeAt] ?? '';
    if (!parsed.success) problems.push({ line, key: 'email', value: email });
    if (!YES.has(consent) && !NO.has(consent))
      problems.push({ line, key: 'consent', value: consent });
    if (localeAt >= 0 && locale && !(LOCALES as readonly string[]).includes(locale))
      problems.push({ line, key: 'locale', value: locale });
    // The same address twice: the later line wins.
    rows.set(email, {
      line,
      email,
      consent: YES.has(consent),
      locale: (locale || siteLocale) as Locale,
    });
  });
  return problems.length ? { ok: false, problems } : { ok: true, rows: [...rows.values()] };
}

export function createSubscriberAdmin(
  db: Db,
  options: { context: NewsletterContext; locale: Locale; kickMail: () => void },
) {
  return guarded(
    'subscribers',
    { list: null, exportCsv: null, importCsv: 'subscribers.manage', erase: 'subscribers.manage' },
    {
      async list(filter: SubscriberFilter) {
        const page = Math.max(1, filter.page ?? 1);
        const [rows, [total], byState] = await Promise.all([
          db
            .select(columns)
            .from(newsletterSubscribers)
            .where(where(filter))
            .orderBy(asc(newsletterSubscribers.email))
            .limit(SUBSCRIBERS_PAGE_SIZE)
            .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE),
          db.select({ n: count() }).from(newsletterSubscribers).where(where(filter)),
          db
            .select({ state: newsletterSubscribers.status, n: count() })
            .from(newsletterSubscribers)
            .groupBy(newsletterSubscribers.status),
        ]);
        const states = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0])) as Record<
          SubscriberState,
          number
        >;
        for (const row of byState) states[row.state] = row.n;
        return {
          rows: rows.map(toRow),
          total: total?.n ?? 0,
          page,
          pageSize: SUBSCRIBERS_PAGE_SIZE,
          states,
        };
      },

      /** Every address the filter finds, as CSV (the columns an import reads come first). */
      async exportCsv(filter: SubscriberFilter): Promise<string> {
        const rows = await db
          .select(columns)
          .from(newsletterSubscribers)
          .where(where({ ...filter, page: undefined }))
          .orderBy(asc(newsletterSubscribers.email));
        const iso = (date: Date | null) => date?.toISOString() ?? '';
        return writeCsv(
          rows.map((row) => [
            row.email,
            row.state === 'confirmed' ? 'yes' : 'no',
            row.locale,
            row.state,
            row.idUser === null ? 'no' : 'yes',
            iso(row.createdAt),
            iso(row.confirmedAt),
            iso(row.unsubscribedAt),
          ]),
          [
            'email',
            'consent',
            'locale',
            'state',
            'member',
            'subscribed_at',
            'confirmed_at',
            'unsubscribed_at',
          ],
        );
      },

      /**
       * A CSV with `email` and `consent` columns (and optionally `locale`): checked whole first, and
       * refused with every problem by line when anything is wrong; then in one transaction.
       * Consent recorded: subscribed at once. No consent: the confirmation e-mail (double opt-in),
       * never the newsletter. An address already confirmed or unsubscribed is left as it is.
       */
      async importCsv(
        { idStaff: actor }: Actor,
        csv: string,
        dryRun: boolean,
      ): Promise<ImportResult> {
        const read = readImport(csv, options.locale);
        if (!read.ok) return read;
        const counts: ImportCounts = { confirmed: 0, asked: 0, upgraded: 0, unchanged: 0 };
        await db.transaction(async (tx) => {
          const known = new Map<string, SubscriberState>();
          const emails = read.rows.map((row) => row.email);
          for (let at = 0; at < emails.length; at += BATCH) {
            const found = await tx
              .select({ email: newsletterSubscribers.email, state: newsletterSubscribers.status })
              .from(newsletterSubscribers)
              .where(inArray(newsletterSubscribers.email, emails.slice(at, at + BATCH)));
            for (const row of found) known.set(row.email, row.state);
          }
          const now = new Date();
          // Written in batches: an import of thousands of addresses is a few statements, not one
          // per row. Only the addresses asked to confirm go one by one (each gets its e-mail).
          const upgrades: string[] = [];
          const consented: (typeof newsletterSubscribers.$inferInsert)[] = [];
          const asked: ParsedRow[] = [];
          for (const row of read.rows) {
            const state = known.get(row.email);
            if (state === 'confirmed' || state === 'unsubscribed' || (state && !row.consent))
              counts.unchanged += 1;
            else if (state === 'pending') upgrades.push(row.email);
            else if (row.consent)
              consented.push({
                email: row.email,
                status: 'confirmed',
                locale: row.locale,
                unsubscribeTokenHash: hash(randomBytes(32).toString('hex')),
                createdAt: now,
                confirmedAt: now,
              });
            else asked.push(row);
          }
          counts.upgraded = upgrades.length;
          counts.confirmed = consented.length;
          counts.asked = asked.length;
          if (dryRun) return;
          for (let at = 0; at < upgrades.length; at += BATCH)
            await tx
              .update(newsletterSubscribers)
              .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
              .where(inArray(newsletterSubscribers.email, upgrades.slice(at, at + BATCH)));
          for (let at = 0; at < consented.length; at += BATCH)
            await tx.insert(newsletterSubscribers).values(consented.slice(at, at + BATCH));
          for (const row of asked)
            await subscribe(
              tx as unknown as Db,
              { email: row.email, locale: row.locale },
              options.context,
              now,
            );
          await audit(tx, {
            actor,
            action: 'subscribers.import',
            subjectType: 'subscribers',
            details: { after: { ...counts } },
          });
        });
        if (!dryRun && counts.asked) options.kickMail();
        return { ok: true, dryRun, counts };
      },

      /**
       * Erases an address: the row, and any mail to it not sent yet. The audit entry keeps the row's
       * number only, never the address.
       */
      async erase({ idStaff: actor }: Actor, id: number): Promise<boolean> {
        return db.transaction(async (tx) => {
          const [row] = await tx
            .delete(newsletterSubscribers)
            .where(eq(newsletterSubscribers.idSubscriber, id))
            .returning({ email: newsletterSubscribers.email });
          if (!row) return false;
          await tx
            .delete(emailOutbox)
            .where(and(eq(emailOutbox.to, row.email), eq(emailOutbox.status, 'pending')));
          await audit(tx, {
            actor,
            action: 'subscriber.erase',
            subjectType: 'subscriber',
            subjectId: id,
          });
          return true;
        });
      },
    },
  );
}

export type SubscriberAdmin = ReturnType<typeof createSubscriberAdmin>;
