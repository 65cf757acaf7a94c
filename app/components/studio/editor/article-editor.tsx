// Over 300 lines on purpose: the editor's state (load, autosave, presence, conflicts) is one component's.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { slugify } from '../../../../core/shared/slug.ts';
import { studioPaths } from '../../../../core/site/studio-paths.ts';
import { ApiError } from '../../../lib/api.ts';
import {
  articleApi,
  fieldsOf,
  sameFields,
  type ArticleFields,
  type AuthorOption,
  type ConflictAnswer,
  type EditorView,
  type Named,
} from './article-api.ts';
import { ArticleFieldsForm, type PictureSlot } from './article-fields.tsx';
import { ArticlePreview, type PreviewAnswer } from './article-preview.tsx';
import { ChecksPanel } from './checks-panel.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { liveChecks } from './live-checks.ts';
import { MarkdownEditor, insertAtCaret } from './markdown-editor.tsx';
import { pictureMarkdown, productCardMarkdown } from './markdown-commands.ts';
import { MediaPicker, type LibraryItem } from './media-picker.tsx';
import { ProductPicker } from './product-picker.tsx';
import { RevisionsPanel } from './revisions-panel.tsx';
import { StatePanel, type StateRequest } from './state-panel.tsx';
import { readLocalCopy, useWorkingCopy, type SaveState } from './use-working-copy.ts';
import { WordDiffView } from './word-diff-view.tsx';

/** The preview is drawn again this long after typing stops. */
const PREVIEW_DELAY_MS = 500;
/** The server's checks of the working copy, this long after the last change. */
const CHECKS_DELAY_MS = 1500;
/** "I have it open", this often. */
const PRESENCE_EVERY_MS = 10_000;

interface Pickers {
  authors: AuthorOption[];
  families: Named[];
  categories: Named[];
}

/** A move that asks first: what visitors see changes at once. */
type Confirming = { kind: 'publish' | 'unpublish' } | { kind: 'restore'; number: number };

interface Loaded {
  view: EditorView;
  pickers: Pickers;
  initial: ArticleFields;
  base: number;
  restored: 'server' | 'browser' | null;
}

/**
 * The article editor (docs/decisions/036): loads the article for this staff member (with their
 * autosave, or a newer copy this browser kept), then edits it.
 */
export function ArticleEditor({
  idArticle,
  timeZone,
  locale,
}: {
  idArticle: number;
  timeZone: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([
      articleApi.read(idArticle),
      articleApi.authors(),
      articleApi.families(),
      articleApi.categories(),
    ])
      .then(([view, authors, families, categories]) => {
        if (!live) return;
        let initial = fieldsOf(view.autosave?.article ?? view.article);
        let base = view.autosave?.base_revision ?? view.article.revision;
        let restored: Loaded['restored'] = view.autosave ? 'server' : null;
        // A copy this browser kept that the server never got (offline, closed too fast).
        const local = readLocalCopy(idArticle);
        const serverTime = Math.max(
          Date.parse(view.article.updated_at),
          view.autosave ? Date.parse(view.autosave.saved_at) : 0,
        );
        if (local && local.savedAt > serverTime && !sameFields(local.fields, initial)) {
          initial = fieldsOf(local.fields);
          base = local.baseRevision;
          restored = 'browser';
        }
        setLoaded({ view, pickers: { authors, families, categories }, initial, base, restored });
      })
      .catch(
        (e: unknown) =>
          live && setError(e instanceof Error ? e.message : t('studio_editor.errors.network')),
      );
    return () => {
      live = false;
    };
  }, [idArticle, generation, t]);

  if (error)
    return (
      <p role="alert" className="studio-notice studio-notice--error">
        {error}
      </p>
    );
  if (!loaded) return <p role="status">{t('studio_editor.loading')}</p>;
  return (
    <EditorBody
      key={`${generation}`}
      loaded={loaded}
      timeZone={timeZone}
      locale={locale}
      onReload={() => {
        setLoaded(null);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

function SaveStateText({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <p className="studio-save-state" data-state={state} data-testid="save-state" aria-live="polite">
      {t(`studio_editor.save_state.${state}`)}
    </p>
  );
}

function EditorBody({
  loaded,
  timeZone,
  locale,
  onReload,
}: {
  loaded: Loaded;
  timeZone: string;
  locale: string;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const idArticle = loaded.view.article.id_article;
  const [view, setView] = useState(loaded.view);
  const wc = useWorkingCopy(idArticle, loaded.initial, loaded.base);
  const { fields, change } = wc;
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [others, setOthers] = useState(loaded.view.others);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState(
    loaded.restored ? t(`studio_editor.restored_${loaded.restored}`) : '',
  );
  const [conflict, setConflict] = useState<ConflictAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [mediaFor, setMediaFor] = useState<PictureSlot | 'content' | null>(null);
  const [productOpen, setProductOpen] = useState(false);
  const [previewLink, setPreviewLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // A picture or card chosen in a dialog goes in once the dialog has closed (and given focus back).
  const pendingBlock = useRef<string | null>(null);
  // The slug follows the title until someone types one, and never once the article was public.
  const [slugFollows, setSlugFollows] = useState(
    () =>
      !view.article.published_at && (fields.slug === '' || fields.slug === slugify(fields.title)),
  );

  // The preview, a moment after typing stops.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      articleApi
        .preview(fields.content, fields.get_more, controller.signal)
        .then(setPreview)
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [fields.content, fields.get_more]);

  // The checks only the server can make (links, the picture's size), of what is on the screen.
  const [serverChecks, setServerChecks] = useState(loaded.view.checks);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      articleApi
        .checks(fields, controller.signal)
        .then((answer) => setServerChecks(answer.checks))
        .catch(() => undefined);
    }, CHECKS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [fields]);

  // Who else has it open.
  useEffect(() => {
    const beat = () =>
      articleApi
        .presence(idArticle)
        .then((answer) => setOthers(answer.others))
        .catch(() => undefined);
    void beat();
    const timer = setInterval(beat, PRESENCE_EVERY_MS);
    return () => clearInterval(timer);
  }, [idArticle]);

  useEffect(() => {
    const block = pendingBlock.current;
    if (block === null || mediaFor !== null || productOpen) return;
    pendingBlock.current = null;
    const textarea = textareaRef.current;
    insertAtCaret(textarea, block, textarea?.value ?? '', (content) => change({ content }));
  }, [mediaFor, productOpen, change]);

  // A new article (revision 1, nothing saved yet) opens at its title.
  useEffect(() => {
    if (loaded.view.article.revision !== 1 || !loaded.view.actions.includes('edit')) return;
    document.querySelector<HTMLElement>('.studio-editor__form input[name="title"]')?.focus();
  }, [loaded.view]);

  // After a refused save, the person starts where the fix is: the first field with an error.
  useEffect(() => {
    if (!Object.keys(errors).length) return;
    document.querySelector<HTMLElement>('.studio-editor__form [aria-invalid="true"]')?.focus();
  }, [errors]);

  const took = (next: EditorView, seq: number) => {
    setView(next);
    setOthers(next.others);
    setErrors({});
    wc.reset(fieldsOf(next.article), next.article.revision, { keepEdits: seq });
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.status === 409 && error.body.diff) {
        setConflict(error.body as unknown as ConflictAnswer);
        setMessage(t('studio_editor.conflict.heading'));
        return;
      }
      setErrors(error.errors);
      setMessage(error.message);
      return;
    }
    setMessage(t('studio_editor.errors.network'));
  };

  const save = useCallback(async (): Promise<EditorView | null> => {
    const seq = wc.currentSeq();
    setBusy(true);
    try {
      const next = await articleApi.save(idArticle, wc.baseRevision(), fields, {
        is_home: view.article.is_home,
        is_featured: view.article.is_featured,
      });
      took(next, seq);
      setMessage(t('studio_editor.saved_revision', { number: next.article.revision }));
      return next;
    } catch (error) {
      // A live article's save is refused while a check has an error: the list says which.
      if (error instanceof ApiError && Array.isArray(error.body.checks))
        setServerChecks(error.body.checks as EditorView['checks']);
      fail(error);
      return null;
    } finally {
      setBusy(false);
    }
    // took and fail only use setters and wc
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields, idArticle, t, wc, view.article.is_home, view.article.is_featured]);

  const request = async (move: StateRequest) => {
    if (move.action === 'trash') {
      setBusy(true);
      try {
        await articleApi.trash(idArticle);
        // Nothing more can be done to it here: to the trash, where it can be restored.
        window.location.assign(studioPaths.studioTrash({}));
      } catch (error) {
        fail(error);
        setBusy(false);
      }
      return;
    }
    // What is on the screen is what changes state: unsaved changes are saved first.
    let current = view;
    if (wc.hasUnsaved() || wc.baseRevision() !== view.article.revision) {
      const saved = await save();
      if (!saved) return;
      current = saved;
    }
    setBusy(true);
    const seq = wc.currentSeq();
    try {
      const revision = current.article.revision;
      const next =
        move.action === 'review'
          ? await articleApi.review(idArticle, revision, move.signed)
          : move.action === 'send_back'
            ? await articleApi.sendBack(idArticle, revision, move.note)
            : await articleApi.changeState(
                idArticle,
                move.action,
                revision,
                move.action === 'schedule' ? move.scheduledAt : undefined,
              );
      took(next, seq);
      setMessage(t(`studio_editor.state.done_${move.action}`));
    } catch (error) {
      if (error instanceof ApiError && Array.isArray(error.body.checks))
        setServerChecks(error.body.checks as EditorView['checks']);
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const restore = async (number: number) => {
    setBusy(true);
    try {
      const next = await articleApi.restore(idArticle, number, view.article.revision);
      setView(next);
      wc.reset(fieldsOf(next.article), next.article.revision);
      if (next.article.status === 'published' && next.autosave) {
        // Live: the restored content is this person's working copy, not yet public (decision 074).
        wc.change(fieldsOf(next.autosave.article));
        setMessage(t('studio_editor.revisions.restored_draft', { number }));
      } else if (next.article.status === 'published')
        setMessage(t('studio_editor.revisions.restored_same', { number }));
      else setMessage(t('studio_editor.revisions.restored', { number }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const choosePicture = (picture: LibraryItem) => {
    const slot = mediaFor;
    setMediaFor(null);
    if (slot === 'content') {
      pendingBlock.current = pictureMarkdown(picture.url, picture.alt_text);
    } else if (slot) {
      change({
        [slot]: picture.url,
        ...(slot === 'image_url' && !fields.image_alt.trim()
          ? { image_alt: picture.alt_text }
          : {}),
      });
    }
    setMessage(t('studio_editor.media.inserted', { alt: picture.alt_text }));
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(t('studio_editor.copied'));
    } catch {
      setMessage(t('studio_editor.copy_failed'));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  const checks = liveChecks(fields, preview, serverChecks, t);
  const blocked = checks.some((c) => c.level === 'error');
  const canEdit = view.actions.includes('edit');
  const live = view.article.status === 'published';

  const confirmed = () => {
    const move = confirming;
    setConfirming(null);
    if (!move) return;
    if (move.kind === 'restore') void restore(move.number);
    else void request({ action: move.kind });
  };

  return (
    <div className="studio-editor" onKeyDown={onKeyDown}>
      <div className="studio-editor__head" data-testid="editor-actions">
        <h1>{fields.title || t('studio_editor.untitled')}</h1>
        <SaveStateText state={wc.state} />
        <div className="studio-buttons">
          {canEdit ? (
            <button type="button" className="button" onClick={() => void save()} disabled={busy}>
              {t('studio_editor.save')}
            </button>
          ) : null}
          <a href="#article-state" className="button button--ghost studio-editor__to-state">
            {t('studio_editor.state.jump')}
          </a>
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              void articleApi
                .previewLink(idArticle)
                .then((link) => setPreviewLink(link.url))
                .catch(fail)
            }
          >
            {t('studio_editor.preview_link')}
          </button>
        </div>
      </div>
      <p role="status" className="studio-editor__message" data-testid="editor-message">
        {message}
      </p>
      {view.article.trashed_at ? (
        <p
          id="editor-read-only"
          className="studio-notice studio-notice--warning"
          data-testid="in-trash-notice"
        >
          {t('studio_trash.article_in_trash')}{' '}
          <a href={studioPaths.studioTrash({})}>{t('studio_trash.open_trash')}</a>
        </p>
      ) : !canEdit ? (
        <p
          id="editor-read-only"
          className="studio-notice studio-notice--warning"
          data-testid="read-only-notice"
        >
          {view.article.owner_name
            ? t('studio_editor.read_only_owner', {
                owner: view.article.owner_name,
                status: t(`studio_editor.status.${view.article.status}`),
              })
            : t('studio_editor.read_only', {
                status: t(`studio_editor.status.${view.article.status}`),
              })}
        </p>
      ) : null}
      {previewLink ? (
        <div className="studio-notice">
          <label htmlFor="preview-link">{t('studio_editor.preview_link_label')}</label>
          <div className="studio-buttons">
            <input id="preview-link" readOnly value={previewLink} className="studio-preview-link" />
            <button
              type="button"
              className="button button--small"
              onClick={() => void copy(previewLink)}
            >
              {t('studio_editor.copy')}
            </button>
          </div>
        </div>
      ) : null}
      {others.length ? (
        <p className="studio-notice studio-notice--warning" data-testid="others-editing">
          {t('studio_editor.others_open', {
            count: others.length,
            names: others.map((o) => o.display_name).join(', '),
          })}
        </p>
      ) : null}
      {conflict ? (
        <section
          className="studio-notice studio-notice--error"
          aria-labelledby="conflict-heading"
          data-testid="conflict"
        >
          <h2 id="conflict-heading">{t('studio_editor.conflict.heading')}</h2>
          <p>{conflict.message}</p>
          <p>{t('studio_editor.conflict.explain')}</p>
          {conflict.diff?.map((field) => (
            <div key={field.field}>
              <h3>
                {t(`studio_editor.field_names.${field.field}`, { defaultValue: field.field })}
              </h3>
              <WordDiffView parts={field.parts} />
            </div>
          ))}
          <div className="studio-buttons">
            <button type="button" className="button" onClick={() => void copy(fields.content)}>
              {t('studio_editor.conflict.copy')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (window.confirm(t('studio_editor.conflict.confirm_reload'))) {
                  wc.reset(fieldsOf(view.article), view.article.revision);
                  onReload();
                }
              }}
            >
              {t('studio_editor.conflict.reload')}
            </button>
          </div>
        </section>
      ) : null}
      <div className="studio-editor__layout">
        <form
          className="studio-editor__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset
            disabled={!canEdit}
            className="studio-editor__fields"
            aria-describedby={canEdit ? undefined : 'editor-read-only'}
          >
            <legend className="visually-hidden">{t('studio_editor.fields.legend')}</legend>
            <ArticleFieldsForm
              fields={fields}
              change={change}
              errors={errors}
              authors={loaded.pickers.authors}
              families={loaded.pickers.families}
              categories={loaded.pickers.categories}
              onChoosePicture={(slot) => setMediaFor(slot)}
              onTitle={(title) => change(slugFollows ? { title, slug: slugify(title) } : { title })}
              onSlug={(slug) => {
                setSlugFollows(false);
                change({ slug });
              }}
              slugHint={
                view.article.published_at
                  ? t('studio_editor.fields.slug_published')
                  : t('studio_editor.fields.slug_hint')
              }
            >
              <MarkdownEditor
                label={t('studio_editor.fields.content')}
                value={fields.content}
                onChange={(content) => change({ content })}
                textareaRef={textareaRef}
                onPicture={() => setMediaFor('content')}
                onProduct={() => setProductOpen(true)}
                onMessage={setMessage}
                preview={
                  <ArticlePreview
                    preview={preview}
                    article={{
                      title: fields.title,
                      excerpt: fields.excerpt,
                      imageUrl: fields.image_url,
                      mobileImageUrl: fields.mobile_image_url,
                      imageCaption: fields.image_caption,
                      imageAlt: fields.image_alt,
                      isActive: fields.is_active,
                      isComic: fields.is_comic,
                      categories: loaded.pickers.categories
                        .filter((c) => fields.categories.includes(c.id))
                        .map((c) => c.name),
                    }}
                  />
                }
              />
            </ArticleFieldsForm>
          </fieldset>
        </form>
        <div className="studio-editor__side">
          <StatePanel
            view={view}
            timeZone={timeZone}
            locale={locale}
            blocked={blocked}
            busy={busy}
            onRequest={(move) =>
              move.action === 'publish' || move.action === 'unpublish'
                ? setConfirming({ kind: move.action })
                : void request(move)
            }
          />
          <ChecksPanel checks={checks} />
          <RevisionsPanel
            idArticle={idArticle}
            revision={view.article.revision}
            locale={locale}
            timeZone={timeZone}
            canRestore={canEdit}
            onRestore={(number) => setConfirming({ kind: 'restore', number })}
          />
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'restore'
            ? t('studio_editor.confirm.restore_title', { number: confirming.number })
            : t(`studio_editor.confirm.${confirming?.kind ?? 'publish'}_title`)
        }
        text={
          confirming?.kind === 'restore'
            ? t(
                live
                  ? 'studio_editor.confirm.restore_live_text'
                  : 'studio_editor.confirm.restore_text',
              )
            : t(`studio_editor.confirm.${confirming?.kind ?? 'publish'}_text`, {
                title: fields.title,
              })
        }
        confirm={
          confirming?.kind === 'restore'
            ? t('studio_editor.revisions.restore')
            : t(`studio_editor.state.${confirming?.kind ?? 'publish'}`)
        }
        danger={confirming?.kind === 'unpublish'}
        onConfirm={confirmed}
        onCancel={() => setConfirming(null)}
      />
      <MediaPicker
        open={mediaFor !== null}
        onClose={() => setMediaFor(null)}
        onChoose={choosePicture}
      />
      <ProductPicker
        open={productOpen}
        onClose={() => setProductOpen(false)}
        onChoose={(product) => {
          setProductOpen(false);
          pendingBlock.current = productCardMarkdown(product.id_product);
          setMessage(t('studio_editor.products.inserted', { name: product.name }));
        }}
      />
    </div>
  );
}
