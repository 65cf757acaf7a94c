import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pollOptions, pollVotes, polls } from '../../db/schema/index.ts';
import { pollPercentages } from './poll-percentages.ts';

export interface PollOption {
  id_option: number;
  label: string;
  votes: number;
  /** Whole percent of all votes; the options add up to 100 (0 each before the first vote). */
  percent: number;
}

/** The poll widget: the question, the options with their results, and this visitor's vote. */
export interface Poll {
  id_poll: number;
  question: string;
  options: PollOption[];
  total_votes: number;
  has_voted: boolean;
  /** The option this visitor chose, or null. */
  voted_option: number | null;
}

/** A poll visitors see and vote in: active, and now within its dates (either may be open; decision 044). */
export const pollIsOpen = (now: Date = new Date()): SQL =>
  and(
    eq(polls.isActive, true),
    or(isNull(polls.opensAt), lte(polls.opensAt, now)),
    or(isNull(polls.closesAt), gt(polls.closesAt, now)),
  )!;

/** One active poll with its results, as seen by the visitor with this voter key (null: a new visitor). */
export async function getPoll(
  db: Db,
  idPoll: number,
  voterKey: string | null,
): Promise<Poll | null> {
  const [poll] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.idPoll, idPoll), pollIsOpen()))
    .limit(1);
  if (!poll) return null;
  const [options, tallies, mine] = await Promise.all([
    db
      .select()
      .from(pollOptions)
      .where(eq(pollOptions.idPoll, idPoll))
      .orderBy(asc(pollOptions.position), asc(pollOptions.idOption)),
    db
      .select({ idOption: pollVotes.idOption, votes: count() })
      .from(pollVotes)
      .where(eq(pollVotes.idPoll, idPoll))
      .groupBy(pollVotes.idOption),
    voterKey
      ? db
          .select({ idOption: pollVotes.idOption })
          .from(pollVotes)
          .where(and(eq(pollVotes.idPoll, idPoll), eq(pollVotes.voterKey, voterKey)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const votes = options.map((o) =>
    Number(tallies.find((t) => t.idOption === o.idOption)?.votes ?? 0),
  );
  const percents = pollPercentages(votes);
  return {
    id_poll: poll.idPoll,
    question: poll.question,
    options: options.map((o, i) => ({
      id_option: o.idOption,
      label: o.label,
      votes: votes[i] ?? 0,
      percent: percents[i] ?? 0,
    })),
    total_votes: votes.reduce((sum, n) => sum + n, 0),
    has_voted: mine.length > 0,
    voted_option: mine[0]?.idOption ?? null,
  };
}

/** The active poll (the newest, if several are), or null when there is none. */
export async function getActivePoll(db: Db, voterKey: string | null): Promise<Poll | null> {
  const [active] = await db
    .select({ idPoll: polls.idPoll })
    .from(polls)
    .where(pollIsOpen())
    .orderBy(desc(polls.createdAt), desc(polls.idPoll))
    .limit(1);
  return active ? getPoll(db, active.idPoll, voterKey) : null;
}
