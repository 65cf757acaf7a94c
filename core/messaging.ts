import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './accounts/password-recovery.ts';
import { createBotCheck } from './bot-check/bot-check.ts';
import type { BotCheckSettings } from './bot-check/settings.ts';
import type { MailLog, MailSettings } from './mail/settings.ts';
import { silentLog } from './mail/settings.ts';
import { createTransport } from './mail/transport.ts';
import { createMailWorker } from './mail/worker.ts';
import {
  confirmSubscription,
  subscribe,
  subscribeMember,
  unsubscribe,
  type NewsletterContext,
} from './newsletter/subscriptions.ts';
import { createSubscriberAdmin } from './newsletter/manage-subscribers.ts';
import type { SiteSettings } from './site/settings.ts';

/** What the bot check, the mail and the flows that send mail need from the environment. */
export interface MessagingOptions {
  publicUrl: string;
  /** The HMAC key of ALTCHA challenges is derived from it. */
  sessionSecret: string;
  botCheck: BotCheckSettings;
  mail: MailSettings;
  log?: MailLog;
}

/** Defaults for code that builds services without an environment (nothing is sent anywhere). */
export const defaultMessagingOptions = (): MessagingOptions => ({
  publicUrl: 'http://localhost:3000',
  sessionSecret: randomBytes(32).toString('hex'),
  botCheck: {
    provider: 'altcha',
    siteKey: null,
    secretKey: null,
    verifyUrl: null,
    minScore: 0.5,
    altchaCost: 1,
  },
  mail: {
    smtpUrl: null,
    fileDir: path.join(tmpdir(), 'pawpedia-mail'),
    from: 'Pawpedia <no-reply@localhost>',
    unsubscribeEmail: 'unsubscribe@localhost',
    maxAttempts: 10,
    pollMs: 5000,
  },
});

/**
 * The bot check, the mail outbox and its worker, the newsletter and password recovery: the
 * services that speak to strangers or send e-mail. Every flow that sends mail writes it to the
 * outbox in its own transaction, then nudges the worker.
 */
export function createMessagingServices(db: Db, settings: SiteSettings, given?: MessagingOptions) {
  const options = given ?? defaultMessagingOptions();
  const log = options.log ?? silentLog;
  const worker = createMailWorker(db, createTransport(options.mail, log), {
    maxAttempts: options.mail.maxAttempts,
    pollMs: options.mail.pollMs,
    log,
  });
  const newsletterContext: NewsletterContext = {
    publicUrl: options.publicUrl,
    // A getter: an editor can change the title (core/site/live-settings.ts).
    get siteTitle() {
      return settings.title;
    },
    unsubscribeEmail: options.mail.unsubscribeEmail,
  };
  const recoveryContext = {
    publicUrl: options.publicUrl,
    get siteTitle() {
      return settings.title;
    },
  };
  /** Runs a flow that may have queued mail, then wakes the worker (after the commit). */
  const thenSend = async <T>(flow: Promise<T>): Promise<T> => {
    const result = await flow;
    worker.kick();
    return result;
  };

  // Work started after the answer has gone out (password recovery): tracked, so tests and the
  // shutdown can wait for it, and its errors are logged, never thrown at nobody.
  const background = new Set<Promise<void>>();
  const afterReply = (work: () => Promise<unknown>, failure: string) => {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, failure),
      )
      .finally(() => background.delete(job));
    background.add(job);
  };

  return {
    botCheck: createBotCheck(db, options.botCheck, options.sessionSecret),
    mail: {
      /** Sends what is due now (the worker does it on its own; tests call it directly). */
      deliver: (now?: Date) => worker.deliver(now),
      startWorker: () => worker.start(),
      stopWorker: () => worker.stop(),
      /** Wakes the worker after a flow outside this module queued mail (staff invitations). */
      kick: () => worker.kick(),
    },
    newsletter: {
      /** Guests: the e-mail they typed, in the site's locale; members: pass idUser too. */
      subscribe: (email: string, idUser?: number | null) =>
        thenSend(subscribe(db, { email, locale: settings.locale, idUser: idUser ?? null }, newsletterContext)),
      subscribeMember: (idUser: number) => thenSend(subscribeMember(db, idUser, newsletterContext)),
      confirm: (token: string) => confirmSubscription(db, token),
      unsubscribe: (token: string) => unsubscribe(db, token),
      /** The studio's subscribers: list, export, import with consent, erase. */
      subscribers: createSubscriberAdmin(db, {
        context: newsletterContext,
        locale: settings.locale,
        kickMail: () => worker.kick(),
      }),
    },
    recovery: {
      request: (email: string) => thenSend(requestPasswordReset(db, email, recoveryContext)),
      /**
       * Starts a recovery and returns at once: the lookup, the token and the e-mail happen after
       * the caller has answered, so the answer takes as long for a member as for a stranger.
       */
      requestAfterReply: (email: string) =>
        afterReply(
          () => thenSend(requestPasswordReset(db, email, recoveryContext)),
          'password recovery failed',
        ),
      /** Resolves when the recoveries started so far are done (tests, shutdown). */
      settled: async () => {
        while (background.size) await Promise.all([...background]);
      },
      checkToken: (token: string) => checkResetToken(db, token),
      reset: (input: { token: string; password: string; confirmation: string }) =>
        resetPassword(db, input),
    },
  };
}
