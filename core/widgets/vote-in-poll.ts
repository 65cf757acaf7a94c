import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pollOptions, pollVotes, polls } from '../../db/schema/index.ts';
import { getPoll, pollIsOpen, type Poll } from './get-poll.ts';

export type VoteResult =
  | { status: 'voted'; poll: Poll }
  | { status: 'poll_not_found' }
  | { status: 'option_not_found' }
  | { status: 'already_voted'; poll: Poll };

/**
 * One vote per visitor and poll. The database's unique key on (id_poll, voter_key) decides, so
 * two requests racing with the same key still count once; a refused vote changes nothing.
 */
export async function voteInPoll(
  db: Db,
  vote: { idPoll: number; idOption: number; voterKey: string },
): Promise<VoteResult> {
  const [poll] = await db
    .select({ idPoll: polls.idPoll })
    .from(polls)
    .where(and(eq(polls.idPoll, vote.idPoll), pollIsOpen()))
    .limit(1);
  if (!poll) return { status: 'poll_not_found' };
  const [option] = await db
    .select({ idOption: pollOptions.idOption })
    .from(pollOptions)
    .where(and(eq(pollOptions.idOption, vote.idOption), eq(pollOptions.idPoll, vote.idPoll)))
    .limit(1);
  if (!option) return { status: 'option_not_found' };
  const inserted = await db
    .insert(pollVotes)
    .values({ idPoll: vote.idPoll, idOption: vote.idOption, voterKey: vote.voterKey })
    .onConflictDoNothing({ target: [pollVotes.idPoll, pollVotes.voterKey] })
    .returning({ idVote: pollVotes.idVote });
  const results = await getPoll(db, vote.idPoll, vote.voterKey);
  if (!results) return { status: 'poll_not_found' };
  return inserted.length
    ? { status: 'voted', poll: results }
    : { status: 'already_voted', poll: results };
}
