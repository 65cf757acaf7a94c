// Over 300 lines on purpose: the home's curation lists share the form's move and save state.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Form } from 'react-router';
import { ApiError, postJson } from '../../../lib/api.ts';
import { FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';

/** The home page's curation as the form holds it (ids in order; in_context null: automatic). */
export interface HomeDraft {
  featured: number[];
  home: number[];
  banners: number[];
  in_context: number | null;
  encyclopedia: number[];
}

export const HOME_LISTS = ['featured', 'home', 'banners', 'encyclopedia'] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** What the screen's action answered: the draft after a move (not saved), a save, a refusal. */
export type HomeAnswer = Feedback & {
  intent?: string;
  draft?: HomeDraft;
  preview_url?: string;
  values?: Record<string, string>;
};

/** A list's ids as the form sends them ("3,1,2"); anything else is left out. */
export const idsOf = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * One edit of a draft, as a move, removal or addition button names it: `move:<list>:<index>:<by>`,
 * `remove:<list>:<index>`, `add:<list>` (with the id chosen). The same on the server (no scripts)
 * and in the browser.
 */
export function applyEdit(draft: HomeDraft, intent: string, added: number | null): HomeDraft {
  const [verb, name, at, by] = intent.split(':');
  const list = HOME_LISTS.find((l) => l === name);
  if (!list) return draft;
  const ids = [...draft[list]];
  const index = Number(at);
  if (verb === 'move' && Number.isInteger(index) && ids[index] !== undefined) {
    const to = index + (by === '-1' ? -1 : 1);
    if (to < 0 || to >= ids.length) return draft;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
  } else if (verb === 'remove' && Number.isInteger(index) && ids[index] !== undefined) {
    ids.splice(index, 1);
  } else if (verb === 'add' && added !== null && !ids.includes(added)) {
    ids.push(added);
  } else return draft;
  return { ...draft, [list]: ids };
}

interface Named {
  id: number;
  title: string;
}

/**
 * The curation form: each list in order with move up/down and remove buttons, an add control, the
 * in-context article, Save and the preview link. Every button posts the whole draft to the
 * screen's action, so it works before scripts; with them the edits happen here, at once, and the
 * preview link follows the draft.
 */
export function HomeCurationForm({
  revision,
  initial,
  articles,
  banners,
  families,
  answer,
}: {
  revision: number;
  initial: HomeDraft;
  articles: Named[];
  banners: Named[];
  families: Named[];
  answer: HomeAnswer | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [changed, setChanged] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(answer?.preview_url ?? null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (answer?.preview_url) setPreviewUrl(answer.preview_url);
  }, [answer?.preview_url]);
  const addRefs = useRef<Partial<Record<HomeList, HTMLSelectElement | null>>>({});
  const failure = answer && !answer.ok ? answer : undefined;

  const choices: Record<HomeList, Named[]> = {
    featured: articles,
    home: articles,
    banners,
    encyclopedia: families,
  };

  // Keyboard focus stays with the item moved (or the list's add control when it is gone).
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [draft]);

  // The preview link follows the draft (signed by the API; decision 044).
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const ask = () =>
        postJson<{ url: string }>('/api/studio/home/preview', draft, {
          signal: controller.signal,
        });
      // A studio page that was never followed by an API call has no CSRF cookie yet: the first
      // refusal sets it and refreshes the token (app/lib/api.ts), so one retry is enough.
      ask()
        .catch((error: unknown) =>
          error instanceof ApiError && error.status === 403 ? ask() : Promise.reject(error),
        )
        .then((answer) => setPreviewUrl(answer.url))
        .catch(() => {
          // Left as it was: the Preview button still asks the action for one.
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft]);

  const edit = (event: React.MouseEvent<HTMLButtonElement>, list: HomeList) => {
    event.preventDefault();
    const intent = event.currentTarget.value;
    const added = intent.startsWith('add:') ? Number(addRefs.current[list]?.value) || null : null;
    const next = applyEdit(draft, intent, added);
    const [verb, , at, by] = intent.split(':');
    if (verb === 'move') {
      const to = Number(at) + (by === '-1' ? -1 : 1);
      const id = next[list][to];
      const last = to === next[list].length - 1;
      const first = to === 0;
      const dir = by === '-1' ? (first ? 'down' : 'up') : last ? 'up' : 'down';
      focusNext.current = `${list}-${id}-${dir}`;
    } else focusNext.current = `${list}-add`;
    setDraft(next);
    setChanged(true);
  };

  const section = (list: HomeList) => {
    const named = new Map(choices[list].map((c) => [c.id, c.title]));
    const ids = draft[list];
    const available = choices[list].filter((c) => !ids.includes(c.id));
    const heading = t(`studio_home.${list}_heading`);
    const error = failure?.errors?.[list];
    return (
      <section
        key={list}
        className="home-curation__section"
        aria-labelledby={`${list}-heading`}
        data-testid={`curation-${list}`}
      >
        <h2 id={`${list}-heading`}>{heading}</h2>
        <p id={`${list}-hint`} className="studio-hint">
          {t(`studio_home.${list}_hint`)}
        </p>
        <input type="hidden" name={list} value={ids.join(',')} />
        {ids.length ? (
          <ol className="home-curation__list" aria-describedby={`${list}-hint`}>
            {ids.map((id, index) => {
              const name = named.get(id) ?? `#${id}`;
              const button = (intent: string, label: string, dir: string) => (
                <button
                  type="submit"
                  name="intent"
                  value={intent}
                  id={`${list}-${id}-${dir}`}
                  className="button button--small button--ghost"
                  onClick={(event) => edit(event, list)}
                >
                  {label}
                  <span className="visually-hidden"> {name}</span>
                </button>
              );
              return (
                <li key={id} className="home-curation__item">
                  <span className="home-curation__name">{name}</span>
                  <span className="studio-buttons home-curation__buttons">
                    {index > 0
                      ? button(`move:${list}:${index}:-1`, t('studio_home.up'), 'up')
                      : null}
                    {index < ids.length - 1
                      ? button(`move:${list}:${index}:1`, t('studio_home.down'), 'down')
                      : null}
                    {button(`remove:${list}:${index}`, t('studio_home.remove'), 'remove')}
                  </span>
                </li>
              );
            })}
          </ol>
        ) : (
          <p>{t('studio_home.empty')}</p>
        )}
        <FieldError answer={failure} id={list} field={list} />
        {available.length ? (
          <div className="studio-field home-curation__add">
            <label htmlFor={`${list}-add`}>{t('studio_home.add_label', { list: heading })}</label>
            <span className="home-curation__add-row">
              <select
                id={`${list}-add`}
                name={`add_${list}`}
                ref={(element) => {
                  addRefs.current[list] = element;
                }}
                aria-describedby={error ? `${list}-error` : undefined}
              >
                {available.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                name="intent"
                value={`add:${list}`}
                className="button button--small"
                onClick={(event) => edit(event, list)}
              >
                {t('studio_home.add')}
              </button>
            </span>
          </div>
        ) : (
          <p id={`${list}-add`} tabIndex={-1}>
            {t('studio_home.nothing_to_add')}
          </p>
        )}
      </section>
    );
  };

  return (
    <Form method="post" className="studio-form home-curation" noValidate>
      <input type="hidden" name="revision" value={revision} />
      {/* The last save's word, until the next edit makes it untrue. */}
      {answer?.ok && answer.message && !changed ? (
        <p role="status" className="studio-notice">
          {answer.message}
        </p>
      ) : null}
      {changed || answer?.draft ? (
        <p role="status" className="studio-hint">
          {t('studio_home.unsaved')}
        </p>
      ) : null}
      {section('featured')}
      {section('home')}
      {section('banners')}
      <section className="home-curation__section" aria-labelledby="in-context-heading">
        <h2 id="in-context-heading">{t('studio_home.in_context_heading')}</h2>
        <div className="studio-field">
          <label htmlFor="in-context">{t('studio_home.in_context_label')}</label>
          <select
            id="in-context"
            name="in_context"
            value={draft.in_context ?? ''}
            aria-invalid={failure?.errors?.in_context ? true : undefined}
            aria-describedby={failure?.errors?.in_context ? 'in-context-error' : undefined}
            onChange={(event) => {
              setDraft({ ...draft, in_context: Number(event.target.value) || null });
              setChanged(true);
            }}
          >
            <option value="">{t('studio_home.in_context_auto')}</option>
            {articles.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
          <FieldError answer={failure} id="in-context" field="in_context" />
        </div>
      </section>
      {section('encyclopedia')}
      <FormAlert answer={failure} id="home-alert" unreachable={t('studio_staff.unreachable')} />
      <div className="studio-buttons home-curation__actions">
        <button type="submit" name="intent" value="save" className="button">
          {t('studio_home.save')}
        </button>
        <button type="submit" name="intent" value="preview" className="button button--ghost">
          {t('studio_home.preview')}
        </button>
        {previewUrl ? (
          <a
            href={previewUrl}
            target="_blank"
            rel="noopener"
            className="button button--ghost"
            data-testid="home-preview-link"
          >
            {t('studio_home.preview_open')}
          </a>
        ) : null}
      </div>
    </Form>
  );
}
