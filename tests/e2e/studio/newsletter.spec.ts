import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { SITE_TIME_ZONES, instantToZoned } from '../../../core/site/time-zone.ts';
import { demoPack } from '../../../demo/pack/demo-pack.ts';
import { startSmtp, type ReceivedMail } from '../../support/smtp.ts';
import { mailsTo } from '../mail-files.ts';
import {
  dataDir,
  expect,
  expectAccessible,
  locale,
  staffPage,
  t,
  test,
  type Page,
  studioLink,
} from './studio-fixtures.ts';

/**
 * Newsletter editions (decision 047), as the issue judges them: an editor composes an
 * edition with two articles (picked with the keyboard), sends a test, schedules it; the job worker
 * sends it to 500 confirmed subscribers through this spec's SMTP listener (the server's
 * NEWSLETTER_SMTP_URL, its port + 10: playwright.config.ts); one subscriber unsubscribes with one
 * click; the edition's figures show every message sent and one unsubscribed; the archive lists it.
 */

const SUBSCRIBERS = 500;

/**
 * The compose screen's accessibility: as expectAccessible, without the preview's frame, whose
 * empty sandbox (no scripts) axe cannot run in and waits for; the frame's title is checked here.
 */
async function expectComposeAccessible(page: Page) {
  const preview = page.locator('iframe');
  await expect(preview).toHaveAttribute('title', t('studio_newsletter.preview_html'));
  await preview.evaluate((frame) => frame.remove());
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** A figure of the edition's screen, as a number; 0 while the screen shows none. */
async function figure(page: Page, name: string) {
  const cell = page.locator(`[data-figure="${name}"] dd`);
  return (await cell.count()) ? Number(await cell.textContent()) : 0;
}

test('an editor composes, tests and schedules an edition; 500 subscribers get it once', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const smtp = await startSmtp(Number(new URL(baseURL).port) + 10);
  try {
    // 500 confirmed subscribers of this project's own, imported with consent by an admin.
    // Not the project's name: subscribers.spec.ts searches for that and expects its own rows only.
    const tag = testInfo.project.name
      .toLowerCase()
      .replace(/^studio-/, 'nl-')
      .replace(/[^a-z0-9]+/g, '-');
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `n${i}-${tag}@example.com`);
    const admin = await staffPage(browser, 'admin');
    await admin.page.goto('/studio/subscribers');
    await admin.page
      .getByLabel(t('studio_subscribers.import_file'), { exact: true })
      .setInputFiles({
        name: 'list.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`email,consent\n${addresses.map((a) => `${a},yes`).join('\n')}\n`),
      });
    await admin.page.getByLabel(t('studio_subscribers.import_check'), { exact: true }).uncheck();
    await admin.page.getByRole('button', { name: t('studio_subscribers.import_submit') }).click();
    await expect(admin.page.getByRole('status').first()).toContainText(
      t('studio_subscribers.import_done', {
        confirmed: String(SUBSCRIBERS),
        asked: '0',
        upgraded: '0',
        unchanged: '0',
      }),
    );
    await admin.context.close();

    // The editor opens Newsletter from the studio's bar and starts an edition.
    const { page, account } = await staffPage(browser, 'editor');
    await (await studioLink(page, 'newsletter')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('studio_newsletter.heading'),
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const subject = `Paws monthly ${tag} ${Date.now().toString(36)}`;
    await page.getByLabel(t('studio_newsletter.new_subject'), { exact: true }).fill(subject);
    await page.getByRole('button', { name: t('studio_newsletter.new_submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

    // Two articles, chosen with the keyboard only: the picker, then its button.
    const picker = page.getByLabel(t('studio_newsletter.add_article'), { exact: true });
    const chosen = page.locator('[data-chosen="article"] li');
    // Demo articles only: other specs of this project publish and unpublish articles of their
    // own meanwhile, and an edition sends the articles still published when it goes out.
    const demoTitles = new Set(
      (demoPack(locale()).tables.articles ?? []).map((row) => String(row.title)),
    );
    for (let i = 1; i <= 2; i++) {
      await picker.focus();
      let label = '';
      for (let step = 0; step < 100 && !demoTitles.has(label); step++) {
        await page.keyboard.press('ArrowDown');
        label = await picker.evaluate(
          (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
        );
      }
      expect(demoTitles, 'a demo article in the picker').toContain(label);
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('button', { name: t('studio_newsletter.add_article_submit') }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(chosen).toHaveCount(i);
    }
    const titles = await chosen.locator('span').allTextContents();
    await page.getByLabel(t('studio_newsletter.preheader'), { exact: true }).fill('Spring news');
    await page
      .getByLabel(t('studio_newsletter.intro_field'), { exact: true })
      .fill('Hello **friends**!');
    await page.getByLabel(t('studio_newsletter.closing'), { exact: true }).fill('See you soon.');
    await page.getByRole('button', { name: t('studio_newsletter.save'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(t('studio_newsletter.saved'));
    await expect(page.locator('pre')).toContainText('See you soon.');
    for (const title of titles) await expect(page.locator('pre')).toContainText(title);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
      subject,
    );
    await expectComposeAccessible(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

    // A test to the editor's own address (ordinary mail: a file in DATA_DIR/mail).
    await page.getByRole('button', { name: t('studio_newsletter.test_submit') }).click();
    await expect(page.getByRole('status')).toHaveText(
      t('studio_newsletter.test_sent', { email: account.email }),
    );
    await expect
      .poll(() => mailsTo(account.email, path.join(dataDir(), 'mail')).join('\n'), {
        timeout: 30_000,
      })
      .toContain(subject);

    // Scheduled for the minute of 30 s from now in the site's time zone: due within 30 s, and
    // never a minute gone by when the form arrives (the field has no seconds; the screen refuses
    // a time over a minute past).
    await page
      .getByLabel(t('studio_newsletter.send_at'), { exact: true })
      .fill(instantToZoned(new Date(Date.now() + 30_000), SITE_TIME_ZONES[locale()]));
    await page.getByRole('button', { name: t('studio_newsletter.schedule_submit') }).click();
    await expect(page.getByRole('status')).toHaveText(t('studio_newsletter.scheduled'));

    // The workers send it: nothing left queued, and every address of the 500 exactly once.
    const ours = () => smtp.received.filter((m) => m.subject === subject);
    await expect
      .poll(() => ours().length, { timeout: 180_000 })
      .toBeGreaterThanOrEqual(SUBSCRIBERS);
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await figure(page, 'recipients')) > 0 ? await figure(page, 'queued') : -1;
        },
        { timeout: 120_000 },
      )
      .toBe(0);
    const counts = new Map<string, number>();
    for (const m of ours()) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    for (const address of addresses) expect(counts.get(address), address).toBe(1);
    const first = ours().find((m) => m.to.includes(addresses[0]!)) as ReceivedMail;
    expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // One click in a mail client: a POST without cookie or token.
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(first.headers['list-unsubscribe']!)![1]!;
    const mailClient = await playwright.request.newContext();
    const answer = await mailClient.post(oneClick, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(answer.status()).toBe(200);
    await mailClient.dispose();

    // The figures: every message sent, none failed, one unsubscribed.
    const sent = ours().length;
    await expect
      .poll(
        async () => {
          await page.reload();
          return [
            await figure(page, 'sent'),
            await figure(page, 'failed'),
            await figure(page, 'unsubscribed'),
          ];
        },
        { timeout: 60_000 },
      )
      .toEqual([sent, 0, 1]);
    await expect(page.getByTestId('edition-state')).toContainText(
      t('studio_newsletter.states.sent'),
    );
    await expectComposeAccessible(page);

    // The archive lists it, and its web version opens.
    await page.goto('/newsletter/archive');
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await smtp.close();
  }
});
