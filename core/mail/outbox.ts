import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  /** Newsletter mailings (as opposed to messages a person asked for just now). */
  isBulk?: boolean;
}

/**
 * Writes a message to the outbox. Call it with the transaction of the change that causes the
 * message: both are committed, or neither. The worker sends it afterwards, with retries.
 */
export async function enqueue(tx: Executor, message: OutgoingMessage): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? {},
      isBulk: message.isBulk ?? false,
    })
    .returning({ idEmail: emailOutbox.idEmail });
  return row!.idEmail;
}
