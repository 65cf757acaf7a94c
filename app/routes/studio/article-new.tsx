import { useTranslation } from 'react-i18next';
import { StudioPlaceholder } from '../../components/studio/studio-placeholder.tsx';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/article-new';

/** Placeholder (decision 034): the article editor is built by another part of issue 14. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'articles');
  return { title: studioTitle(context, 'studio_shell.new_article') };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioNewArticle() {
  const { t } = useTranslation();
  return <StudioPlaceholder heading={t('studio_shell.new_article')} />;
}
