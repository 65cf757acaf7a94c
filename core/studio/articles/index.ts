import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import type { PictureSizeOf } from '../../media/site-picture-size.ts';
import type { Locale } from '../../site/locale.ts';
import type { Actor } from './article-rules.ts';
import { changeState, reviewArticle, type StateAction, type StateChange } from './change-state.ts';
import { checkArticle } from './check-article.ts';
import type { ArticleContext } from './context.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import {
  deleteForGood,
  emptyTrash,
  listTrash,
  moveEdition,
  restoreArticle,
  trashArticle,
  type TrashKind,
} from '../trash/trash.ts';
import { createArticle } from './create-article.ts';
import { listStudioArticles, type StudioArticleFilter } from './list-articles.ts';
import { listAuthors, listCategories, listFamilies, searchProducts } from './pickers.ts';
import { createPreviewLink } from './preview-link.ts';
import { publishJobHandler } from './publish-job.ts';
import { readArticle } from './read-article.ts';
import { restoreRevision } from './restore-revision.ts';
import { diffRevisions, getRevision, listRevisions } from './revisions.ts';
import { saveArticle, type ArticleSave } from './save-article.ts';
import type { ArticleSnapshot } from './snapshot.ts';
import { autosaveArticle, heartbeat } from './working-copy.ts';

export interface ArticleServiceOptions {
  purge: PurgeBus;
  publicUrl: string;
  /** Keys the preview links (core/publishing/preview-token.ts). */
  sessionSecret: string;
  locale: Locale;
  /** Sizes of the pictures the site serves from files, for the hero check (server/app.ts). */
  pictureSize?: PictureSizeOf;
  /** Review notifications by e-mail (docs/decisions/077). */
  notify?: NotifyContext;
}

/**
 * The studio's article service (docs/decisions/033): the one writer of articles (create, save,
 * changes of state, medical sign-off, restore), their working copies and presence, and the reads
 * the editor needs. Every write is one transaction (row, revision, audit) and a purge after it.
 *
 * Words easily confused here:
 * - snapshot: every editable field of an article (`ArticleSnapshot`), as a revision keeps it;
 * - revision: the article's change counter (`articles.revision`), and the `article_revisions`
 *   row written with each new number (its snapshot, state, event, who);
 * - base revision: the number an editor's copy was loaded at; a save sends it, and a different
 *   current number is a conflict (409);
 * - autosave: a person's working copy, never the article; a save makes a revision, an autosave
 *   does not;
 * - event: what made a revision (save, submit, schedule, publish, restore, review...); state
 *   (`status`): where the article is in its life.
 */
export function createArticleServices(db: Db, options: ArticleServiceOptions) {
  const checkFacts = { siteOrigin: options.publicUrl, pictureSize: options.pictureSize };
  const context: ArticleContext = {
    db,
    purge: options.purge,
    checkFacts,
    ...(options.notify ? { notify: options.notify } : {}),
  };
  return {
    create: (actor: Actor, input: { title: string }) => createArticle(context, actor, input),
    save: (actor: Actor, idArticle: number, save: ArticleSave) =>
      saveArticle(context, actor, idArticle, save),
    changeState: (actor: Actor, idArticle: number, action: StateAction, change: StateChange) =>
      changeState(context, actor, idArticle, action, change),
    review: (actor: Actor, idArticle: number, input: { revision: number; signed: boolean }) =>
      reviewArticle(context, actor, idArticle, input),
    restore: (actor: Actor, idArticle: number, number: number, input: { revision: number }) =>
      restoreRevision(context, actor, idArticle, number, input),
    autosave: (
      actor: Actor,
      idArticle: number,
      input: { baseRevision: number; snapshot: ArticleSnapshot },
    ) => autosaveArticle(db, actor, idArticle, input),
    heartbeat: (actor: Actor, idArticle: number) => heartbeat(db, actor, idArticle),
    read: (actor: Actor, idArticle: number) => readArticle(context, actor, idArticle),
    list: (filter: StudioArticleFilter) => listStudioArticles(db, filter),
    checks: (snapshot: ArticleSnapshot) => checkArticle(db, snapshot, checkFacts),
    revisions: (idArticle: number) => listRevisions(db, idArticle),
    revision: (idArticle: number, number: number) => getRevision(db, idArticle, number),
    diff: (idArticle: number, from: number, to: number) => diffRevisions(db, idArticle, from, to),
    previewLink: (idArticle: number) =>
      createPreviewLink(
        db,
        { publicUrl: options.publicUrl, sessionSecret: options.sessionSecret },
        idArticle,
      ),
    authors: () => listAuthors(db),
    families: () => listFamilies(db, options.locale),
    categories: () => listCategories(db, options.locale),
    products: (query: string) => searchProducts(db, query),
    /** The trash (docs/decisions/075): articles and never-sent newsletter editions. */
    trash: {
      article: (actor: Actor, idArticle: number) => trashArticle(context, actor, idArticle),
      restoreArticle: (actor: Actor, idArticle: number) =>
        restoreArticle(context, actor, idArticle),
      edition: (actor: Actor, idEdition: number) =>
        moveEdition(db, actor.idStaff, idEdition, 'trash'),
      restoreEdition: (actor: Actor, idEdition: number) =>
        moveEdition(db, actor.idStaff, idEdition, 'restore'),
      list: (actor: Actor) => listTrash(db, actor),
      delete: (actor: Actor, kind: TrashKind, id: number) =>
        deleteForGood(context, actor.idStaff, kind, id),
      empty: (actor: Actor) => emptyTrash(context, actor.idStaff),
    },
    /** The `article.publish` job handler (registered in core/container.ts). */
    publishJob: publishJobHandler(checkFacts, options.notify),
  };
}

export type ArticleServices = ReturnType<typeof createArticleServices>;
