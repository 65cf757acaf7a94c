import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { MailLog, MailSettings } from './settings.ts';

export interface StoredMessage {
  idEmail: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  /** Newsletter mail: sent through `bulkSmtpUrl` when there is one. */
  isBulk?: boolean;
}

export interface MailTransport {
  /** Sends one message; throws when the server refuses it or cannot be reached. */
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer to SMTP_URL; without it, each message is written as an .eml file under
 * DATA_DIR/mail and logged, so development and demos need no mail server. nodemailer (~3 MB of
 * heap) loads with the first message, not with the server: most processes never send one
 * (docs/decisions/064-native-memory-and-lazy-modules.md).
 */
export function createTransport(settings: MailSettings, log: MailLog): MailTransport {
  if (!settings.smtpUrl) lockMailFolder(settings.fileDir);
  let transport: Promise<MailTransport> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: mailer }) =>
        nodemailerTransport(mailer, settings, log),
      );
      await (await transport).send(message);
    },
    close() {
      void transport?.then((loaded) => loaded.close());
    },
  };
}

function nodemailerTransport(
  mailer: typeof nodemailer,
  settings: MailSettings,
  log: MailLog,
): MailTransport {
  const compose = (message: StoredMessage) => ({
    from: settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: message.headers,
  });

  const smtp = (url: string, pool = false) =>
    mailer.createTransport({
      url,
      pool,
      // A server that does not answer must not hold the worker for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof mailer.createTransport>[0]);
  // Newsletter batches reuse their connections (nodemailer's pool) rather than one per message.
  const bulk = settings.bulkSmtpUrl ? smtp(settings.bulkSmtpUrl, true) : null;

  if (settings.smtpUrl) {
    const transporter = smtp(settings.smtpUrl);
    const bulkOrMain = bulk ?? smtp(settings.smtpUrl, true);
    return {
      async send(message) {
        await (message.isBulk ? bulkOrMain : transporter).sendMail(compose(message));
      },
      close: () => {
        transporter.close();
        bulkOrMain.close();
      },
    };
  }

  const files = mailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      if (message.isBulk && bulk) {
        await bulk.sendMail(compose(message));
        return;
      }
      const info = (await files.sendMail(compose(message))) as { message: Buffer };
      // The files hold reset and invitation links: the server's user alone may read them.
      await mkdir(settings.fileDir, { recursive: true, mode: FOLDER_MODE });
      await chmod(settings.fileDir, FOLDER_MODE);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(settings.fileDir, `${stamp}-${message.idEmail}.eml`);
      await writeFile(file, info.message, { mode: FILE_MODE });
      log.info(
        { file, idEmail: message.idEmail, subject: message.subject },
        'mail written to a file (no SMTP_URL)',
      );
    },
    close: () => {
      files.close();
      bulk?.close();
    },
  };
}

/** The mail folder and its files: the server's user alone (the files hold links that sign in). */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * A folder made before its files were private (or by hand) is locked at start, with the messages
 * already in it: they may hold reset links that still work.
 */
function lockMailFolder(dir: string) {
  if (!existsSync(dir)) return;
  chmodSync(dir, FOLDER_MODE);
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.eml')) chmodSync(path.join(dir, name), FILE_MODE);
  }
}
