import { HomeView } from '../components/home/home-view.tsx';
import { homeInfographic, homeProducts } from '../../core/home/home-view-data.ts';
import { HomeFileLinks, rememberHomeFile, useHomeFile } from '../lib/home-file.tsx';
import { useSession } from '../lib/session.tsx';
import { pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { articles, widgets } = context.services;
  // A member gets the members' widgets and the logged-in block with their pets (null: a guest).
  const member = await context.visitor.member();
  const [content, infographic, homeWidgets, pets] = await Promise.all([
    // The curated parts (decision 044), each optional list left out on a failure.
    articles.homeContent(),
    context.services.infographics.home(),
    widgets.home({
      voterKey: widgets.voterKey(request.headers.get('cookie')),
      audience: member ? 'members' : 'guests',
    }),
    member ? context.services.pets.list(member.idUser) : null,
  ]);
  // The curated content is a file beside the page (decision 059); the render reads it in memory.
  const file = context.services.site.homeFile(content);
  rememberHomeFile(file.path, file.data);
  return {
    pets,
    curated: file.path,
    infographic: homeInfographic(infographic),
    ...homeWidgets,
    featuredProducts: homeProducts(homeWidgets.featuredProducts, file.data.banners),
  };
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

export default function Home({ loaderData }: Route.ComponentProps) {
  // Signed in (per the session state) and loaded as a member: the logged-in block shows.
  const isMember = useSession().isLoggedIn && loaderData.pets !== null;
  const curated = useHomeFile(loaderData.curated);
  return (
    <>
      <HomeFileLinks path={loaderData.curated} />
      <HomeView data={{ ...loaderData, ...curated }} isMember={isMember} />
    </>
  );
}
