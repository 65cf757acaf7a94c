import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pollOptions, pollVotes, polls } from '../../../db/schema/index.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { pollPercentages } from '../../widgets/poll-percentages.ts';
import type { PollInput } from '../../widgets/widget-rules.ts';
import { audit } from '../../shared/audit.ts';
import { guarded, type Actor } from '../operations.ts';

/** A poll as the studio edits it: every option with its votes (the results chart and table). */
export interface StudioPoll {
  id_poll: number;
  question: string;
  is_active: boolean;
  opens_at: string | null;
  closes_at: string | null;
  created_at: string;
  total_votes: number;
  options: { id_option: number; label: string; votes: number; percent: number }[];
}

/** Why a poll change was refused (decision 044: votes are never lost or moved). */
export type PollRefusal = 'not_found' | 'option_has_votes' | 'poll_has_votes' | 'unknown_option';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every poll, newest first (or the one asked for), with its options' votes. */
async function listPolls(executor: Pick<Db, 'select'>, only?: number): Promise<StudioPoll[]> {
  const pollRows = await executor
    .select()
    .from(polls)
    .where(only === undefined ? undefined : eq(polls.idPoll, only))
    .orderBy(desc(polls.createdAt), desc(polls.idPoll));
  if (!pollRows.length) return [];
  const ids = pollRows.map((p) => p.idPoll);
  const [optionRows, tallies] = await Promise.all([
    executor
      .select()
      .from(pollOptions)
      .where(inArray(pollOptions.idPoll, ids))
      .orderBy(asc(pollOptions.position), asc(pollOptions.idOption)),
    executor
      .select({ idOption: pollVotes.idOption, votes: count() })
      .from(pollVotes)
      .where(inArray(pollVotes.idPoll, ids))
      .groupBy(pollVotes.idOption),
  ]);
  return pollRows.map((poll) => {
    const options = optionRows.filter((o) => o.idPoll === poll.idPoll);
    const votes = options.map((o) =>
      Number(tallies.find((t) => t.idOption === o.idOption)?.votes ?? 0),
    );
    const percents = pollPercentages(votes);
    return {
      id_poll: poll.idPoll,
      question: poll.question,
      is_active: poll.isActive,
      opens_at: poll.opensAt?.toISOString() ?? null,
      closes_at: poll.closesAt?.toISOString() ?? null,
      created_at: poll.createdAt.toISOString(),
      total_votes: votes.reduce((sum, n) => sum + n, 0),
      options: options.map((o, i) => ({
        id_option: o.idOption,
        label: o.label,
        votes: votes[i] ?? 0,
        percent: percents[i] ?? 0,
      })),
    };
  });
}

const pollSnapshot = (poll: StudioPoll) => ({
  question: poll.question,
  is_active: poll.is_active,
  opens_at: poll.opens_at,
  closes_at: poll.closes_at,
  options: poll.options.map((o) => o.label),
});

/** The home's polls (docs/decisions/044); a change is purged once committed. */
export function createPollServices(db: Db, purge: PurgeBus) {
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };
  return guarded(
    'studioWidgets.polls',
    {
      list: null,
      get: null,
      create: 'widgets.edit',
      update: 'widgets.edit',
      remove: 'widgets.edit',
    },
    {
      list: () => listPolls(db),
      async get(id: number): Promise<StudioPoll | null> {
        return (await listPolls(db, id))[0] ?? null;
      },
      async create({ idStaff: actor }: Actor, input: PollInput): Promise<StudioPoll> {
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(polls)
            .values({
              question: input.question,
              isActive: input.is_active,
              opensAt: input.opens_at,
              closesAt: input.closes_at,
            })
            .returning();
          await tx.insert(pollOptions).values(
            input.options.map((o, position) => ({
              idPoll: row!.idPoll,
              label: o.label,
              position,
            })),
          );
          const [poll] = await listPolls(tx, row!.idPoll);
          await audit(tx, {
            actor,
            action: 'poll.create',
            subjectType: 'poll',
            subjectId: row!.idPoll,
            details: { after: pollSnapshot(poll!) },
          });
          return poll!;
        });
        return done(created);
      },
      /**
       * Changes a poll (decision 044): the question, dates and options' texts and order may
       * change at any time, options may be added; an option with votes may not be removed, so
       * no vote is lost or counted for another answer.
       */
      async update(
        { idStaff: actor }: Actor,
        id: number,
        input: PollInput,
      ): Promise<{ ok: true; poll: StudioPoll } | { ok: false; reason: PollRefusal }> {
        const result = await db.transaction(async (tx: Tx) => {
          const [locked] = await tx.select().from(polls).where(eq(polls.idPoll, id)).for('update');
          if (!locked) return { ok: false as const, reason: 'not_found' as const };
          const [before] = await listPolls(tx, id);
          const existing = before!.options;
          const kept = new Set(input.options.flatMap((o) => (o.id_option ? [o.id_option] : [])));
          if ([...kept].some((k) => !existing.some((o) => o.id_option === k)))
            return { ok: false as const, reason: 'unknown_option' as const };
          const dropped = existing.filter((o) => !kept.has(o.id_option));
          if (dropped.some((o) => o.votes > 0))
            return { ok: false as const, reason: 'option_has_votes' as const };
          await tx
            .update(polls)
            .set({
              question: input.question,
              isActive: input.is_active,
              opensAt: input.opens_at,
              closesAt: input.closes_at,
            })
            .where(eq(polls.idPoll, id));
          if (dropped.length)
            await tx.delete(pollOptions).where(
              inArray(
                pollOptions.idOption,
                dropped.map((o) => o.id_option),
              ),
            );
          for (const [position, option] of input.options.entries()) {
            if (option.id_option)
              await tx
                .update(pollOptions)
                .set({ label: option.label, position })
                .where(eq(pollOptions.idOption, option.id_option));
            else await tx.insert(pollOptions).values({ idPoll: id, label: option.label, position });
          }
          const [after] = await listPolls(tx, id);
          await audit(tx, {
            actor,
            action: 'poll.update',
            subjectType: 'poll',
            subjectId: id,
            details: { before: pollSnapshot(before!), after: pollSnapshot(after!) },
          });
          return { ok: true as const, poll: after! };
        });
        return result.ok ? done(result) : result;
      },
      /** Deletes a poll nobody voted in; one with votes is closed instead (its results stay). */
      async remove(
        { idStaff: actor }: Actor,
        id: number,
      ): Promise<{ ok: true } | { ok: false; reason: PollRefusal }> {
        const result = await db.transaction(async (tx: Tx) => {
          const [before] = await listPolls(tx, id);
          if (!before) return { ok: false as const, reason: 'not_found' as const };
          if (before.total_votes > 0)
            return { ok: false as const, reason: 'poll_has_votes' as const };
          await tx.delete(polls).where(eq(polls.idPoll, id));
          await audit(tx, {
            actor,
            action: 'poll.delete',
            subjectType: 'poll',
            subjectId: id,
            details: { before: pollSnapshot(before) },
          });
          return { ok: true as const };
        });
        return result.ok ? done(result) : result;
      },
    },
  );
}
