import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP listener received it, with its text part decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages sent to one address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A free port on 127.0.0.1 (for a listener that starts later: "the mail server is down"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real SMTP listener on 127.0.0.1 (the smtp-server package): no TLS, no auth. A message is
 * recorded before the server answers 250, so once nodemailer's sendMail resolves it is here.
 */
export async function startSmtp(
  port = 0,
  options: {
    /** Recipients answered `550 5.1.1 No such mailbox` (a permanent refusal). */
    refuse?: (address: string) => boolean;
    /** Called with each message received. */
    onMessage?: (mail: ReceivedMail) => void;
    /** While true, messages are answered `421` (a temporary failure: the sender retries). */
    unavailable?: () => boolean;
  } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A few senders at once (two workers, two instances).
    maxClients: 20,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = new Error('5.1.1 No such mailbox here') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.unavailable?.()) {
          const error = new Error('4.3.2 Try again later') as Error & { responseCode: number };
          error.responseCode = 421;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          ...parseMail(raw),
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        received.push(mail);
        options.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits headers from body; header names lower-cased, folded lines unfolded. */
function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Decodes an RFC 2047 encoded-word header (=?UTF-8?Q?...?= or =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, type: string, text: string) =>
        type.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** Enough MIME for our messages: a single part or multipart/alternative (text + HTML). */
function parseMail(raw: string) {
  const { headers, body } = splitHeaders(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1).map(splitHeaders)
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const content = decode(part.body, part.headers['content-transfer-encoding']);
    if (type.startsWith('text/plain')) text = content;
    else if (type.startsWith('text/html')) html = content;
  }
  return { headers, subject: decodeHeader(headers.subject ?? ''), text, html };
}

/** The first link in a message's text that starts with a prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return found;
}
