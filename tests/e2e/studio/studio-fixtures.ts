// Over 300 lines on purpose: the studio's browser fixtures (staff, sign-in, second factor, saves) used by every studio spec.
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import type { Locale } from '../../../core/site/locale.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { StaffRole } from '../../../core/studio/permissions.ts';
import {
  groupOf,
  STUDIO_SCREENS,
  type StudioScreen,
} from '../../../app/components/studio/studio-screens.ts';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../fixtures.ts';
import { mailsTo } from '../mail-files.ts';

/**
 * The studio's browser tests (decision 034). A fresh e2e server has no staff: it writes its
 * one-time setup link to DATA_DIR/studio-setup-link.txt (server/setup-link.ts). The first project
 * on a server creates the owner through the setup screen and enrols (the secret read from the
 * page, codes computed with otpauth as tests/support/staff.ts does), and keeps the owner in
 * DATA_DIR/e2e-studio-owner.json for the projects after it (playwright.config.ts orders them).
 * Staff of other roles are invited by the owner; their invitations arrive as mail files.
 */

export { expect, test };
export type { Page };

/** The project's site language. */
export function locale(): Locale {
  return (test.info().project.use.locale ?? 'en').replace('-', '_') as Locale;
}

/** A text of the project's site language. */
export function t(key: string, values: Record<string, string> = {}): string {
  return translate(messagesFor(locale()), key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  );
}

/** The DATA_DIR of the server the project runs against (playwright.config.ts). */
export function dataDir(): string {
  const base = Number(process.env.E2E_PORT ?? 3100);
  const baseURL = test.info().project.use.baseURL ?? `http://127.0.0.1:${base}`;
  const offset = Number(new URL(baseURL).port) - base;
  const suffix = offset === 20 ? '-pt' : offset === 40 ? '-pt_BR' : '';
  return path.join(tmpdir(), `pawpedia-e2e-${base}${suffix}`);
}

export interface StudioAccount {
  email: string;
  password: string;
  name: string;
  /** The TOTP secret (base32), as the enrolment screen showed it. */
  secret: string;
  /** Recovery codes not used yet. */
  recoveryCodes: string[];
  /** The last TOTP step used: the server refuses it and older ones (replay). */
  lastStep: number;
}

const PERIOD_MS = 30_000;
const ownerFile = () => path.join(dataDir(), 'e2e-studio-owner.json');

/** The owner made by an earlier project on this server, if any. */
export function savedOwner(): StudioAccount | null {
  return existsSync(ownerFile())
    ? (JSON.parse(readFileSync(ownerFile(), 'utf8')) as StudioAccount)
    : null;
}

export function saveOwner(owner: StudioAccount) {
  writeFileSync(ownerFile(), JSON.stringify(owner), { mode: 0o600 });
}

/**
 * One of the owner's recovery codes that no other test has taken. Specs run in parallel workers,
 * so a code is claimed by creating its marker file exclusively (`wx`): two workers never get the
 * same one, which the server would refuse the second time.
 */
export function claimRecoveryCode(owner: StudioAccount): string {
  for (const code of owner.recoveryCodes) {
    try {
      closeSync(openSync(path.join(dataDir(), `claimed-recovery-code-${code}`), 'wx'));
      return code;
    } catch {
      // Claimed by another test: try the next.
    }
  }
  throw new Error('every recovery code of the owner is taken');
}

const ownerSessionFile = () => path.join(dataDir(), 'e2e-studio-owner-session.json');

/**
 * The owner's studio session cookie, kept by the first spec that signed the owner in with a
 * recovery code: later specs put it in their own context instead of spending another of the ten
 * codes. False when there is none yet or the session has ended (then a code is spent again).
 */
async function reuseOwnerSession(page: Page): Promise<boolean> {
  if (!existsSync(ownerSessionFile())) return false;
  const cookies = JSON.parse(readFileSync(ownerSessionFile(), 'utf8')) as Parameters<
    ReturnType<Page['context']>['addCookies']
  >[0];
  await page.context().addCookies(cookies);
  const me = await page.request.get('/api/studio/me', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (me.ok()) return true;
  await page.context().clearCookies({ name: cookies[0]?.name ?? '' });
  return false;
}

async function keepOwnerSession(page: Page) {
  const studio = (await page.context().cookies()).filter((cookie) =>
    cookie.name.endsWith('pawpedia_studio'),
  );
  const file = ownerSessionFile();
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(studio), { mode: 0o600 });
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * The server's owner, signed in on `page`: with the session another spec kept, or else with a
 * recovery code it claims (never a TOTP code: the sign-in tests running at the same time use the
 * owner's TOTP steps, and a step is refused once used). playwright.config.ts makes every studio
 * project depend on the one that creates the owner (sign-in.spec.ts's first test), so the owner
 * exists before any test asks for it.
 */
export async function signedInOwner(page: Page): Promise<StudioAccount> {
  const owner = savedOwner();
  if (!owner)
    throw new Error(
      `no owner on this server yet: run the studio-*-first-owner project first (playwright.config.ts)`,
    );
  if (await reuseOwnerSession(page)) {
    await page.goto('/studio');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    return owner;
  }
  await page.goto('/studio/sign-in');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.getByLabel(t('studio_shell.email_label'), { exact: true }).fill(owner.email);
  await page.getByLabel(t('studio_shell.password_label'), { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: t('studio_shell.continue') }).click();
  // A code another worker claimed and used a moment ago is refused: claim the next one.
  for (let attempt = 0; attempt < 3; attempt++) {
    await page
      .getByLabel(t('studio_shell.code_label'), { exact: true })
      .fill(claimRecoveryCode(owner));
    await page.getByRole('button', { name: t('studio_shell.sign_in') }).click();
    const signedIn = await page
      .waitForURL((url) => !url.pathname.startsWith('/studio/sign-in'), { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (signedIn) {
      await keepOwnerSession(page);
      return owner;
    }
  }
  throw new Error('the owner could not sign in with a recovery code');
}

const staffFile = (role: string) => path.join(dataDir(), `e2e-studio-staff-${role}.json`);

interface KeptStaff {
  account: StudioAccount;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/**
 * The member of staff of `role` an earlier staffPage call on this server invited, signed in again
 * with their kept browser state (cookies), at the studio's start as inviteStaff leaves a new one;
 * null when there is none yet or their session has ended.
 */
async function keptStaff(browser: Browser, role: string) {
  if (!existsSync(staffFile(role))) return null;
  const kept = JSON.parse(readFileSync(staffFile(role), 'utf8')) as KeptStaff;
  const { baseURL, locale: contextLocale } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale: contextLocale,
    storageState: kept.state,
  });
  const me = await context.request.get('/api/studio/me', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!me.ok() || ((await me.json()) as { email?: string }).email !== kept.account.email) {
    await context.close();
    return null;
  }
  const page = await context.newPage();
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  return { account: kept.account, page, context };
}

/**
 * A page signed in as a member of staff of `role`, in a context of its own, for specs that need
 * an editor, an author or an admin and nothing of the owner or of the member's own account. The
 * first call on a server has the owner (signed in once per server, see signedInOwner) invite
 * them in another context, then closed, and keeps their cookies in DATA_DIR; later calls, in any
 * spec and worker, sign that member in again with them instead of inviting and enrolling another
 * (docs/decisions/057-ci-time-where-it-goes.md). The invitation itself is tested by the specs that
 * call inviteStaff (staff.spec.ts, sign-in.spec.ts, article-lifecycle.spec.ts, …) and by each
 * server's first staffPage of each role.
 */
export async function staffPage(browser: Browser, role: Exclude<StaffRole, 'owner'>) {
  const kept = await keptStaff(browser, role);
  if (kept) return kept;
  const { baseURL, locale: contextLocale } = test.info().project.use;
  const ownerContext = await browser.newContext({ baseURL, locale: contextLocale });
  let staff: Awaited<ReturnType<typeof inviteStaff>>;
  try {
    const ownerPage = await ownerContext.newPage();
    await signedInOwner(ownerPage);
    staff = await inviteStaff(ownerPage, role);
  } finally {
    await ownerContext.close();
  }
  const file = staffFile(role);
  const state = await staff.context.storageState();
  writeFileSync(`${file}.${process.pid}`, JSON.stringify({ account: staff.account, state }), {
    mode: 0o600,
  });
  renameSync(`${file}.${process.pid}`, file);
  return staff;
}

/**
 * A code the account's app would show, of a step newer than the last one used: the server takes
 * the current step and the next one, so a second sign-in within 30 s uses the next step's code.
 */
export async function freshCode(account: StudioAccount): Promise<string> {
  let step = Math.max(Math.floor(Date.now() / PERIOD_MS), account.lastStep + 1);
  while (step > Math.floor(Date.now() / PERIOD_MS) + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(Math.floor(Date.now() / PERIOD_MS), account.lastStep + 1);
  }
  account.lastStep = step;
  return new TOTP({ secret: Secret.fromBase32(account.secret), digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/** Axe finds nothing on the page (WCAG 2.1 A and AA). */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

/** The setup link the server wrote when it started without staff (path and fragment). */
export function setupLinkPath(): string {
  const link = readFileSync(path.join(dataDir(), 'studio-setup-link.txt'), 'utf8').trim();
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** Fills a new account's form (setup or invitation) and sends it. */
export async function fillAccountForm(
  page: Page,
  account: { name: string; email?: string; password: string },
) {
  const form = page.locator('main form.studio-form');
  await form.getByLabel(t('studio_shell.name_label'), { exact: true }).fill(account.name);
  if (account.email)
    await form.getByLabel(t('studio_shell.email_label'), { exact: true }).fill(account.email);
  await form
    .getByLabel(t('studio_shell.new_password_label'), { exact: true })
    .fill(account.password);
  await form.getByRole('button').click();
}

/**
 * The enrolment screen: reads the secret shown for manual entry, confirms it with a code and
 * returns the secret, the step used and the ten recovery codes shown once.
 */
export async function enrol(page: Page) {
  await expect(page).toHaveURL(/\/studio\/enrol/);
  const secret = (await page.locator('#enrol-secret').getAttribute('data-secret'))!;
  expect(secret.replace(/\s/g, '')).toBe(
    (await page.locator('#enrol-secret').innerText()).replace(/\s/g, ''),
  );
  const account = { secret, lastStep: 0 } as StudioAccount;
  await page
    .getByLabel(t('studio_shell.enrol_code_label'), { exact: true })
    .fill(await freshCode(account));
  await page.getByRole('button', { name: t('studio_shell.enrol_submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_shell.codes_heading'));
  const recoveryCodes = await page.locator('.studio-codes code').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, lastStep: account.lastStep, recoveryCodes };
}

/** The password step, then the second factor: a TOTP code, or a recovery code. */
export async function signIn(
  page: Page,
  account: StudioAccount,
  factor: 'totp' | 'recovery' = 'totp',
) {
  if (!/\/studio\/sign-in/.test(page.url())) await page.goto('/studio/sign-in');
  await page.getByLabel(t('studio_shell.email_label'), { exact: true }).fill(account.email);
  await page.getByLabel(t('studio_shell.password_label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('studio_shell.continue') }).click();
  const code = factor === 'totp' ? await freshCode(account) : account.recoveryCodes.shift()!;
  await page.getByLabel(t('studio_shell.code_label'), { exact: true }).fill(code);
  await page.getByRole('button', { name: t('studio_shell.sign_in') }).click();
  await expect(page).not.toHaveURL(/\/studio\/sign-in/);
}

/** The studio bar's sign-out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: t('studio_shell.sign_out') }).click();
  await expect(page.getByRole('status')).toHaveText(t('studio_shell.signed_out'));
}

let invited = 0;
/** The password of every member of staff inviteStaff brings in. */
const INVITED_PASSWORD = 'a long staff password';

/**
 * A staff member of another role: the signed-in owner's page invites them through the studio
 * API, the invitation arrives as a mail file, and a new browser context accepts it and enrols.
 * Returns the account and its signed-in page.
 */
export async function inviteStaff(ownerPage: Page, role: Exclude<StaffRole, 'owner'>) {
  // Unique across the workers of a run: every spec's staff list shows everyone invited so far.
  const unique = `${Date.now().toString(36)}${invited++}`;
  const email = `${role}${unique}@example.com`;
  const csrf = await ownerPage.request.get('/api/auth/csrf', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const origin = new URL(ownerPage.url()).origin;
  // Invitations take the inviter's password again: the owner's, saved at its creation,
  // or the one every invited member of staff chooses below.
  const me = (await (
    await ownerPage.request.get('/api/studio/me', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
  ).json()) as { email: string };
  const owner = savedOwner();
  const inviterPassword = owner?.email === me.email ? owner.password : INVITED_PASSWORD;
  const response = await ownerPage.request.post('/api/studio/staff/invitations', {
    data: { email, role, password: inviterPassword },
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': csrf.headers()['x-csrf-token'] ?? '',
      Origin: origin,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  let link = '';
  await expect
    .poll(
      () => {
        const match = /https?:\/\/[^/\s]+(\/studio\/invitation#token=[\w-]+)/.exec(mailText(email));
        link = match?.[1] ?? '';
        return link;
      },
      // The outbox sends mail a person asked for first, but a newsletter batch another spec
      // started may be under way (decision 047): wait for it, however slow the machine.
      { timeout: 30_000 },
    )
    .not.toBe('');
  const context = await ownerPage.context().browser()!.newContext({
    baseURL: origin,
    locale: test.info().project.use.locale,
  });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.invitation_heading'),
  );
  await expectAccessible(page);
  const account = { email, password: INVITED_PASSWORD, name: `The ${role} ${unique}` };
  await fillAccountForm(page, { name: account.name, password: account.password });
  const enrolled = await enrol(page);
  await page.getByRole('link', { name: t('studio_shell.codes_continue') }).click();
  await expect(page).toHaveURL(/\/studio$/);
  return { account: { ...account, ...enrolled } satisfies StudioAccount, page, context };
}

/**
 * Every message this server's SMTP listener has filed for one address, decoded, as one text
 * (tests/e2e/mail-listener.ts).
 */
export const mailText = (address: string) =>
  mailsTo(address, path.join(dataDir(), 'mail')).join('\n');

/**
 * From an article's editor, moved to the trash after confirming (decision 075): the studio then
 * shows the Trash, where the article's row is returned.
 */
export async function trashFromEditor(page: Page, title: string) {
  await page.getByRole('button', { name: t('studio_editor.state.trash'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t('studio_editor.state.trash') });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: t('studio_editor.state.trash') }).click();
  await expect(page).toHaveURL(/\/studio\/trash$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_trash.heading'));
  return page.getByTestId('studio-trash').getByRole('row').filter({ hasText: title });
}

/** An item of the Trash restored, after confirming in its row. */
export async function restoreFromTrash(page: Page, title: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const row = page.getByTestId('studio-trash').getByRole('row').filter({ hasText: title });
  await row.getByText(t('studio_trash.restore'), { exact: true }).click();
  await row.getByRole('button', { name: t('studio_trash.restore_label', { title }) }).click();
  await expect(page.getByRole('status')).toHaveText(t('studio_trash.restored'));
}

/** The studio's navigation (decision 080). */
export const studioNav = (page: Page) =>
  page.getByRole('navigation', { name: t('studio_shell.nav_label'), exact: true });

/**
 * A screen's link in the studio's navigation, shown: the phone's menu and the screen's group
 * opened first when they are closed (decision 080). Throws nothing when the role has no such
 * screen: the link is then simply not there (`toHaveCount(0)`).
 */
export async function studioLink(page: Page, screen: StudioScreen) {
  const nav = studioNav(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  // Until its scripts have run the bar shows every link and no menu button; then it folds them
  // into the (closed) menu and groups. Read what to open only once it has.
  await expect(nav).toHaveClass(/\bstudio-nav--ready\b/);
  const menu = nav.locator('#studio-nav-menu');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false')
    await menu.click();
  const group = groupOf(screen);
  if (group) {
    const toggle = nav.locator(`#studio-nav-toggle-${group}`);
    if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false')
      await toggle.click();
  }
  return nav.getByRole('link', { name: t(`studio_shell.screen_${screen}`), exact: true });
}

/**
 * Sends a studio form with `send` (a click) and waits for the server's answer to that post: the
 * server answers once the change is committed and purged, so a public page asked after it shows
 * the change. A "saved" notice is no such sign: until the new answer comes the screen may still
 * show the one the save before left there.
 */
export async function posted(page: Page, send: () => Promise<unknown>) {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/studio'),
    ),
    send(),
  ]);
  return answer;
}

/** Whether the navigation offers a screen at all (shown or in a closed group). */
export const studioNavOffers = (page: Page, screen: StudioScreen) =>
  studioNav(page).locator(`a[href="${STUDIO_SCREENS[screen].path}"]`);

/** Puts a picture file on the textarea as the browser would on a paste or a drop. */
export async function putPicture(
  page: Page,
  how: 'paste' | 'drop',
  bytes: Buffer,
  file: { name: string; type: string } = { name: 'pasted.png', type: 'image/png' },
) {
  await page.getByTestId('content-source').evaluate(
    (textarea, { base64, how, file }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], file.name, { type: file.type }));
      const event =
        how === 'paste'
          ? new ClipboardEvent('paste', {
              clipboardData: transfer,
              bubbles: true,
              cancelable: true,
            })
          : new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
      textarea.dispatchEvent(event);
    },
    { base64: bytes.toString('base64'), how, file },
  );
}

/**
 * Every picture of the page that names the library file `name` has loaded (its bytes, not only
 * the element), and each of its addresses answers a picture.
 */
export async function expectPicturesLoaded(page: Page, name: string) {
  const pictures = page.locator(`picture:has(img[src*="${name}"])`);
  await expect(pictures.first()).toBeAttached();
  for (const picture of await pictures.all()) {
    const img = picture.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0), undefined),
      )
      .toBeGreaterThan(0);
    const current = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
    const addresses = new Set([current]);
    for (const srcset of await picture
      .locator('source')
      .evaluateAll((sources) => sources.map((s) => s.getAttribute('srcset') ?? '')))
      for (const candidate of srcset.split(','))
        if (candidate.trim()) addresses.add(candidate.trim().split(/\s+/)[0]!);
    for (const address of addresses) {
      const answer = await page.request.get(address);
      expect({ address, status: answer.status() }).toEqual({ address, status: 200 });
      expect(answer.headers()['content-type']).toMatch(/^image\//);
    }
  }
}
