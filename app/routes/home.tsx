import { redirect } from 'react-router';
import { HomeView } from '../components/home/home-view.tsx';
import { homeInfographic, homeProducts } from '../../core/home/home-view-data.ts';
import { HomeFileLinks, rememberHomeFile, useHomeFile } from '../lib/home-file.tsx';
import { pageMeta, rootInfo } from '../lib/seo.ts';
import { pollVoteForm } from '../../core/widgets/poll-vote-form.ts';
import { paths } from '../../core/site/paths.ts';
import { translator } from '../../core/site/messages.ts';
import { failed, parseForm } from '../lib/form-action.ts';
import { pollAnchor } from '../components/home/poll-widget.tsx';
import type { Route } from './+types/home';

/** The query a vote without scripts comes back to: the shared home with the poll's results. */
const RESULTS = { name: 'poll', value: 'results' } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { articles, widgets } = context.services;
  // One page for every visitor (decision 072): the guests' widgets and no one's poll vote; the
  // member's block, the members' tip and this visitor's vote come from the API after load.
  const [content, infographic, homeWidgets] = await Promise.all([
    // The curated parts (decision 044), each optional list left out on a failure.
    articles.homeContent(),
    context.services.infographics.home(),
    widgets.home({ voterKey: null, audience: 'guests' }),
  ]);
  // The curated content is a file beside the page (decision 059); the render reads it in memory.
  const file = context.services.site.homeFile(content);
  rememberHomeFile(file.path, file.data);
  return {
    curated: file.path,
    infographic: homeInfographic(infographic),
    ...homeWidgets,
    // After a vote without scripts (the action below): the results, the same for every voter;
    // which answer was theirs comes from the API once the scripts run.
    poll:
      homeWidgets.poll && new URL(request.url).searchParams.get(RESULTS.name) === RESULTS.value
        ? { ...homeWidgets.poll, has_voted: true }
        : homeWidgets.poll,
    featuredProducts: homeProducts(homeWidgets.featuredProducts, file.data.banners),
  };
}

/**
 * A poll vote posted by the poll's form before the scripts start (decision 025; with them, the
 * form calls POST /api/widgets/poll/:id/vote). The same service, the same one vote per visitor
 * (the voter cookie, set here on a first vote), then back to the home's poll, which shows the
 * results (the shared home asks the API for this visitor's vote, app/components/home/poll-widget.tsx). The pages' route
 * checks the post comes from this site and counts it against the default page-action limit.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { messages, widgets } = context.services;
  const t = translator(messages);
  const form = await parseForm(request, pollVoteForm, t);
  if (!form.ok) {
    // No answer chosen (or a forged one): the poll says what to do.
    return failed(t('widgets.poll.choose'), 400);
  }
  const voter = widgets.voter(request.headers.get('cookie'), {
    secure: request.url.startsWith('https:'),
  });
  const headers = new Headers();
  if (voter.setCookie) headers.append('set-cookie', voter.setCookie);
  const result = await widgets.vote({
    idPoll: form.data.id_poll,
    idOption: form.data.id_option,
    voterKey: voter.key,
  });
  switch (result.status) {
    case 'voted':
    case 'already_voted':
      return redirect(
        `${paths.home({})}?${RESULTS.name}=${RESULTS.value}#${pollAnchor(form.data.id_poll)}`,
        {
          status: 303,
          headers,
        },
      );
    case 'option_not_found':
      return failed(t('widgets.poll.choose'), 400);
    case 'poll_not_found':
      return failed(t('widgets.poll.error'), 404);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const info = rootInfo(matches);
  const base = info?.website.public_url ?? '';
  const social = [info?.website.facebook_url, info?.website.instagram_url].filter((u) => !!u);
  return pageMeta(info, {
    title: info?.website.title ?? '',
    path: '/',
    image: info?.website.logo_path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: info?.website.title,
        url: `${base}/`,
        logo: `${base}${info?.website.logo_path ?? ''}`,
        email: info?.website.contact_email,
        ...(social.length ? { sameAs: social } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: info?.website.title,
        url: `${base}/`,
        inLanguage: info?.website.locale.replace('_', '-'),
        // The search results page (decision 025).
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
};

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const curated = useHomeFile(loaderData.curated);
  return (
    <>
      <HomeFileLinks path={loaderData.curated} />
      <HomeView
        data={{ ...loaderData, ...curated }}
        withMemberParts
        pollMessage={actionData?.message}
      />
    </>
  );
}
