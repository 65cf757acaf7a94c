import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import { studioPaths as paths } from '../../../core/site/studio-paths.ts';
import { translator } from '../../../core/site/messages.ts';
import { FieldError, FormAlert, fieldAttributes } from '../../components/form-feedback.tsx';
import { failed, parseForm } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import editorStyles from '../../styles/article-editor.css?url';
import type { Route } from './+types/article-new';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: editorStyles }];

const newArticleForm = z.object({ title: z.string().max(300) });

export async function loader({ request, context }: Route.LoaderArgs) {
  await studioStaff(request, context, 'articles');
  return { title: studioTitle(context, 'studio_editor.new.heading') };
}

/**
 * A new draft, owned by the staff member, from its title (a native post: it works before the
 * scripts arrive); then its editor.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await studioStaff(request, context, 'articles');
  const t = translator(context.services.messages);
  const form = await parseForm(request, newArticleForm, t);
  if (!form.ok) return form.answer;
  const title = form.data.title.trim();
  if (!title)
    return failed(t('studio_editor.new.title_required'), 422, form.values, {
      title: t('studio_editor.new.title_required'),
    });
  const { idStaff, role, medicalReviewer } = staff.member;
  const idArticle = await context.services.studioArticles.create(
    { idStaff, role, medicalReviewer },
    { title },
  );
  return redirect(paths.studioArticle({ id: String(idArticle) }));
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioNewArticle() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const titleId = useId();
  return (
    <section className="studio-page" aria-labelledby="new-article-heading">
      <h1 id="new-article-heading">{t('studio_editor.new.heading')}</h1>
      <Form method="post" className="studio-form" noValidate>
        <FormAlert answer={answer} id="new-article-alert" />
        <label htmlFor={titleId}>{t('studio_editor.fields.title')}</label>
        <input
          {...fieldAttributes(answer, titleId, 'title')}
          defaultValue={answer && !answer.ok ? answer.values.title : ''}
          maxLength={300}
          required
        />
        <FieldError answer={answer} id={titleId} field="title" />
        <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
          {t('studio_editor.new.create')}
        </button>
      </Form>
    </section>
  );
}
