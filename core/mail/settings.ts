export interface MailSettings {
  /** smtp:// or smtps:// server; null: messages are written as .eml files to `fileDir`. */
  smtpUrl: string | null;
  /**
   * Bulk mail (newsletter editions, `isBulk`) goes here when set, as Ghost sends newsletters
   * through a bulk service and the rest through SMTP (decision 047); null: like the rest.
   */
  bulkSmtpUrl?: string | null;
  /** Where messages go without an SMTP server (DATA_DIR/mail). */
  fileDir: string;
  /** The From header, e.g. `Pawpedia <no-reply@pawpedia.example>`. */
  from: string;
  /** The mailto: address of the List-Unsubscribe header. */
  unsubscribeEmail: string;
  /** After this many failed attempts a message is marked failed and no longer retried. */
  maxAttempts: number;
  /** How often the worker looks for due messages. */
  pollMs: number;
}

/** The structured logger the mail code writes to (pino's shape; Fastify's logger fits). */
export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const silentLog: MailLog = { info() {}, warn() {}, error() {} };
