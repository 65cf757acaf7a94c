import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtp } from '../support/smtp.ts';

/**
 * The browser tests' mail server: a real SMTP listener (tests/support/smtp.ts) that each e2e server
 * sends its mail to (playwright.config.ts sets SMTP_URL), so every message a browser test reads has
 * gone through SMTP as it would in production. Each message is kept as an .eml file in the
 * server's mail folder, with Unix line ends, where tests/e2e/mail-files.ts reads it.
 *
 * Usage: tsx tests/e2e/mail-listener.ts <port> <folder>
 */
const [port, folder] = process.argv.slice(2);
if (!port || !folder) throw new Error('usage: mail-listener.ts <port> <folder>');

let count = 0;
const smtp = await startSmtp(Number(port), {
  onMessage(mail) {
    // The server's folder is made afresh when it starts: made again here when it is missing.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    count += 1;
    writeFileSync(
      path.join(folder, `${stamp}-${String(count).padStart(6, '0')}.eml`),
      mail.raw.replace(/\r\n/g, '\n'),
      { mode: 0o600 },
    );
  },
});
const stop = () => void smtp.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
