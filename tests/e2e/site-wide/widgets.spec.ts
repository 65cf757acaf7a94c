import { studioPaths } from '../../../core/site/studio-paths.ts';
import {
  expect,
  expectAccessible,
  staffPage,
  t,
  test,
  studioLink,
  studioNav,
  studioNavOffers,
  posted,
} from '../studio/studio-fixtures.ts';

/**
 * The home's widgets (decision 044), in every locale at 1366 px and 390 px: after a
 * guest's vote, an editor opens Widgets from the studio's bar, sees the poll's results as a
 * summary and a table of counts, changes the question and an option, and the guest's home shows
 * them at once; both are then put back. An author has no Widgets in the bar and is refused.
 */

interface PollJson {
  id_poll: number;
  question: string;
  options: { id_option: number; label: string }[];
}

test('an editor changes the poll and the home shows it at once; the results show the counts; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // A guest votes first, so that the results have a count.
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const home = await guest.newPage();
  await home.goto('/');
  await expect(home.locator('html')).toHaveAttribute('data-hydrated', '1');
  const poll = (await (await home.request.get('/api/widgets/poll')).json()) as PollJson;
  const widget = home.getByTestId('poll-widget');
  const chosen = poll.options[0]!;
  await widget.getByRole('radio', { name: chosen.label, exact: true }).check();
  await widget.getByRole('button', { name: t('widgets.poll.vote') }).click();
  await expect(home.getByTestId('poll-results')).toBeVisible();

  const editor = await staffPage(browser, 'editor');
  const page = editor.page;
  await (await studioLink(page, 'widgets')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_widgets.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);
  // Nothing wider than the screen (390 px on a phone).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // The results: a sentence, and the counts in a table (the chart is drawn beside them).
  const item = page.getByTestId(`poll-${poll.id_poll}`);
  await expect(item.getByTestId('poll-results-summary')).not.toHaveText(
    t('studio_widgets.results_none'),
  );
  const table = item.getByRole('table', { name: t('studio_widgets.results_caption') });
  await expect(table.locator('tbody tr')).toHaveCount(poll.options.length);
  const count = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: chosen.label, exact: true }) })
    .locator('td')
    .first();
  expect(Number(await count.textContent())).toBeGreaterThanOrEqual(1);

  // The question and an option, changed: the guest's home shows them at once.
  const question = `${poll.question} (${testInfo.project.name})`;
  const label = `${chosen.label} (${testInfo.project.name})`;
  const change = async (from: string, to: { question: string; label: string }) => {
    const form = page.getByTestId(`poll-${poll.id_poll}`);
    await form.getByLabel(t('studio_widgets.fields.question'), { exact: true }).fill(to.question);
    await form
      .getByLabel(t('studio_widgets.fields.option', { number: '1' }), { exact: true })
      .fill(to.label);
    await posted(page, () =>
      form
        .getByRole('button', { name: `${t('studio_widgets.save')} ${from}`, exact: true })
        .click(),
    );
    await expect(
      page.getByRole('status').filter({ hasText: t('studio_widgets.saved') }),
    ).toBeVisible();
    await expect(form.getByRole('heading', { level: 3 })).toContainText(to.question);
  };
  await change(poll.question, { question, label });
  await home.reload();
  await expect(home.getByTestId('poll-widget')).toContainText(question, { timeout: 1_000 });
  await expect(home.getByTestId('poll-widget')).toContainText(label, { timeout: 1_000 });

  // Put back as it was (other specs read the poll meanwhile).
  await change(question, { question: poll.question, label: chosen.label });
  await home.reload();
  await expect(home.getByTestId('poll-widget')).toContainText(poll.question, { timeout: 1_000 });
  await guest.close();
  await page.context().close();

  // An author: no Widgets in the bar, and the screen is refused.
  const author = await staffPage(browser, 'author');
  await expect(studioNav(author.page).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(author.page, 'widgets')).toHaveCount(0);
  await author.page.goto(studioPaths.studioWidgets({}));
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.page.context().close();
});
