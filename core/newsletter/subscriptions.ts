import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, users } from '../../db/schema/index.ts';
import { enqueue, newsletterConfirmMail } from '../mail/index.ts';
import type { Locale } from '../site/locale.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('hex');
/** Tokens in links are hex: anything else is refused before the database is asked. */
const TOKEN_RULE = /^[0-9a-f]{64}$/;

export interface NewsletterContext {
  publicUrl: string;
  siteTitle: string;
  /** The mailto: address of the List-Unsubscribe header. */
  unsubscribeEmail: string;
}

/** The links and headers every newsletter e-mail carries (RFC 2369 and RFC 8058 one-click). */
export function unsubscribeLinks(context: NewsletterContext, token: string) {
  const page = `${context.publicUrl}/newsletter/unsubscribed?token=${token}`;
  const oneClick = `${context.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
  const mailto = `mailto:${context.unsubscribeEmail}?subject=unsubscribe%20${token}`;
  return {
    page,
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type SubscribeOutcome = 'pending' | 'confirmed';

/**
 * Double opt-in: the address becomes (or stays) a pending subscriber and gets a confirmation
 * e-mail, both in one transaction. Subscribing again is never an error and never a duplicate:
 * a confirmed address stays confirmed (no e-mail), a pending or unsubscribed one gets fresh
 * links. A member's subscription is linked to the account.
 */
export async function subscribe(
  db: Db,
  input: { email: string; locale: Locale; idUser?: number | null },
  context: NewsletterContext,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const links = unsubscribeLinks(context, unsubscribeToken);
  const mail = newsletterConfirmMail(input.locale, {
    siteTitle: context.siteTitle,
    confirmUrl: `${context.publicUrl}/newsletter/subscribed?token=${confirmToken}`,
    unsubscribeUrl: links.page,
  });
  const idUser = input.idUser ?? null;
  return db.transaction(async (tx) => {
    const pending = await tx
      .insert(newsletterSubscribers)
      .values({
        email: input.email,
        idUser,
        status: 'pending',
        locale: input.locale,
        confirmTokenHash: hash(confirmToken),
        unsubscribeTokenHash: hash(unsubscribeToken),
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          status: 'pending',
          locale: input.locale,
          idUser: sql`coalesce(${newsletterSubscribers.idUser}, excluded.id_user)`,
          confirmTokenHash: hash(confirmToken),
          unsubscribeTokenHash: hash(unsubscribeToken),
          unsubscribedAt: null,
        },
        // A confirmed subscriber is left as is: no new links, no e-mail.
        setWhere: ne(newsletterSubscribers.status, 'confirmed'),
      })
      .returning({ id: newsletterSubscribers.idSubscriber });
    if (!pending.length) {
      if (idUser !== null) {
        await tx
          .update(newsletterSubscribers)
          .set({ idUser })
          .where(
            and(eq(newsletterSubscribers.email, input.email), isNull(newsletterSubscribers.idUser)),
          );
      }
      return 'confirmed' as const;
    }
    await enqueue(tx, { to: input.email, ...mail, headers: links.headers });
    return 'pending' as const;
  });
}

/** Subscribes a member with the account's e-mail and locale (registration with subscribed=1). */
export async function subscribeMember(
  db: Db,
  idUser: number,
  context: NewsletterContext,
): Promise<SubscribeOutcome | null> {
  const [user] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.idUser, idUser))
    .limit(1);
  if (!user) return null;
  return subscribe(db, { email: user.email, locale: user.locale, idUser }, context);
}

/** The confirmation link: pending -> confirmed (clicking twice is fine); false for a bad token. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!TOKEN_RULE.test(token)) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'confirmed',
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hash(token)),
        ne(newsletterSubscribers.status, 'unsubscribed'),
      ),
    )
    .returning({ id: newsletterSubscribers.idSubscriber });
  return !!row;
}

/** The unsubscribe link (page or one-click POST): always works again; false for a bad token. */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_RULE.test(token)) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash(token)))
    .returning({ id: newsletterSubscribers.idSubscriber });
  return !!row;
}
