import { z } from 'zod';

/**
 * A poll vote as the home page's action takes it, posted by the poll's form when the scripts
 * have not started (decision 025): the poll and the chosen answer. Browser-safe (zod only).
 */
export const pollVoteForm = z.object({
  id_poll: z.coerce.number().int().positive(),
  id_option: z.coerce.number().int().positive(),
});
