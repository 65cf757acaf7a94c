// Over 300 lines on purpose: the text area, its toolbar, shortcuts and pasted pictures share one caret.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { LinkDialog } from './link-dialog.tsx';
import {
  insertBlock,
  insertLink,
  pictureMarkdown,
  toggleInline,
  toggleLines,
  type TextState,
} from './markdown-commands.ts';
import { PastePictureDialog } from './paste-picture-dialog.tsx';

/** The first picture file of a paste or a drop, if any. */
const pictureFileOf = (data: DataTransfer | null): File | null =>
  [...(data?.files ?? [])].find((file) => file.type.startsWith('image/')) ?? null;

type Command = 'bold' | 'italic' | 'heading' | 'link' | 'list' | 'quote';

/** Keyboard shortcuts, with Ctrl (Cmd on a Mac). */
const SHORTCUTS: Record<string, Command> = {
  b: 'bold',
  i: 'italic',
  k: 'link',
  'shift+h': 'heading',
  'shift+l': 'list',
  'shift+q': 'quote',
};
const SHORTCUT_LABEL: Record<Command, string> = {
  bold: 'Ctrl+B',
  italic: 'Ctrl+I',
  link: 'Ctrl+K',
  heading: 'Ctrl+Shift+H',
  list: 'Ctrl+Shift+L',
  quote: 'Ctrl+Shift+Q',
};

/**
 * Replaces the textarea's text by `next` through the browser's editing command, so the change
 * joins the undo history (Ctrl+Z undoes a toolbar change as it undoes typing); only the part that
 * differs is replaced. Falls back to setting the value when the command is not there.
 */
function applyEdit(
  textarea: HTMLTextAreaElement,
  next: TextState,
  onFallback: (text: string) => void,
) {
  const old = textarea.value;
  let head = 0;
  while (head < old.length && head < next.text.length && old[head] === next.text[head]) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.text.length - head &&
    old[old.length - 1 - tail] === next.text[next.text.length - 1 - tail]
  )
    tail++;
  textarea.focus();
  textarea.setSelectionRange(head, old.length - tail);
  const inserted = next.text.slice(head, next.text.length - tail);
  const done =
    typeof document.execCommand === 'function' &&
    (inserted === ''
      ? document.execCommand('delete', false)
      : document.execCommand('insertText', false, inserted));
  if (!done || textarea.value !== next.text) onFallback(next.text);
  requestAnimationFrame(() => textarea.setSelectionRange(next.start, next.end));
}

/**
 * The markdown source with its toolbar and shortcuts, and the preview: side by side on a wide
 * screen, a Write/Preview switch on a narrow one. A picture dropped or pasted into the text is
 * uploaded to the library after its alt text is asked for, and inserted at the caret; the link
 * button searches the site's pages or takes a typed address (docs/decisions/082, 083).
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  preview,
  onPicture,
  onProduct,
  onMessage,
  describedBy,
  textareaRef,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  preview: ReactNode;
  onPicture: () => void;
  onProduct: () => void;
  /** Says what was inserted (the editor's status line). */
  onMessage?: (message: string) => void;
  describedBy?: string;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? ownRef;
  const [pasted, setPasted] = useState<File | null>(null);
  const [linking, setLinking] = useState(false);
  // An edit chosen in a dialog, made once the dialog has closed (a modal dialog keeps the focus,
  // and the browser's editing command needs it in the textarea).
  const pendingEdit = useRef<((textarea: HTMLTextAreaElement) => void) | null>(null);
  useEffect(() => {
    const edit = pendingEdit.current;
    const textarea = ref.current;
    if (!edit || pasted || linking || !textarea) return;
    pendingEdit.current = null;
    edit(textarea);
  }, [pasted, linking, ref]);

  // The selection when a dialog opened: where its link or picture goes (unless the text changed).
  const kept = useRef<TextState | null>(null);
  const keepSelection = (textarea: HTMLTextAreaElement) => {
    kept.current = {
      text: textarea.value,
      start: textarea.selectionStart,
      end: textarea.selectionEnd,
    };
  };
  const stateOf = (textarea: HTMLTextAreaElement): TextState => {
    const before = kept.current;
    kept.current = null;
    if (before && before.text === textarea.value) return before;
    return { text: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd };
  };

  const run = (command: Command) => {
    const textarea = ref.current;
    if (!textarea) return;
    if (command === 'link') {
      keepSelection(textarea);
      setLinking(true);
      return;
    }
    const state = {
      text: textarea.value,
      start: textarea.selectionStart,
      end: textarea.selectionEnd,
    };
    const placeholder = t('studio_editor.toolbar.placeholder');
    const next =
      command === 'bold' || command === 'italic'
        ? toggleInline(state, command, placeholder)
        : toggleLines(state, command);
    applyEdit(textarea, next, onChange);
  };

  const insertChosenLink = (url: string, title: string | null) => {
    pendingEdit.current = (textarea) => linkAt(textarea, url, title);
    setLinking(false);
  };

  const linkAt = (textarea: HTMLTextAreaElement, url: string, title: string | null) => {
    const state = stateOf(textarea);
    const label =
      state.start === state.end ? (title ?? t('studio_editor.toolbar.link_placeholder')) : '';
    const next = insertLink(state, label, url);
    // The caret after the link, ready to go on typing.
    const end =
      state.start + (textarea.value.slice(state.start, state.end) || label).length + url.length + 4;
    applyEdit(textarea, { ...next, start: end, end }, onChange);
    onMessage?.(t('studio_editor.links.inserted', { title: title ?? url }));
  };

  const insertPastedPicture = (url: string, alt: string) => {
    pendingEdit.current = (textarea) => {
      applyEdit(textarea, insertBlock(stateOf(textarea), pictureMarkdown(url, alt)), onChange);
      onMessage?.(t('studio_editor.paste.inserted', { alt }));
    };
    setPasted(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = `${event.shiftKey ? 'shift+' : ''}${event.key.toLowerCase()}`;
    const command = SHORTCUTS[key];
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  const buttons: Command[] = ['bold', 'italic', 'heading', 'link', 'list', 'quote'];
  return (
    <div className="md-editor">
      <label htmlFor={id} className="studio-field__label">
        <strong>{label}</strong>
      </label>
      <div className="md-tabs" role="group" aria-label={t('studio_editor.toolbar.view')}>
        <button type="button" aria-pressed={mode === 'write'} onClick={() => setMode('write')}>
          {t('studio_editor.toolbar.write')}
        </button>
        <button type="button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
          {t('studio_editor.toolbar.preview')}
        </button>
      </div>
      <div className="md-panes">
        <div hidden={mode !== 'write'} className="md-pane">
          <div
            className="md-toolbar"
            role="toolbar"
            aria-label={t('studio_editor.toolbar.label')}
            aria-controls={id}
          >
            {buttons.map((command) => (
              <button
                key={command}
                type="button"
                onClick={() => run(command)}
                aria-keyshortcuts={SHORTCUT_LABEL[command].replace('Ctrl', 'Control')}
                title={`${t(`studio_editor.toolbar.${command}`)} (${SHORTCUT_LABEL[command]})`}
              >
                {t(`studio_editor.toolbar.${command}`)}
              </button>
            ))}
            <button type="button" onClick={onPicture}>
              {t('studio_editor.toolbar.picture')}
            </button>
            <button type="button" onClick={onProduct}>
              {t('studio_editor.toolbar.product')}
            </button>
          </div>
          <textarea
            id={id}
            ref={ref}
            className="md-source"
            value={value}
            spellCheck
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={(event) => {
              const file = pictureFileOf(event.clipboardData);
              if (!file) return;
              event.preventDefault();
              keepSelection(event.currentTarget);
              setPasted(file);
            }}
            onDragOver={(event) => {
              if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
            }}
            onDrop={(event) => {
              const file = pictureFileOf(event.dataTransfer);
              if (!file) return;
              event.preventDefault();
              keepSelection(event.currentTarget);
              setPasted(file);
            }}
            aria-describedby={describedBy}
            data-testid="content-source"
          />
        </div>
        <section
          hidden={mode !== 'preview'}
          className="md-preview"
          aria-label={t('studio_editor.toolbar.preview')}
          data-testid="content-preview"
        >
          <p className="md-preview__label" aria-hidden="true">
            {t('studio_editor.toolbar.preview')}
          </p>
          {preview}
        </section>
      </div>
      <PastePictureDialog
        file={pasted}
        onClose={() => {
          kept.current = null;
          setPasted(null);
        }}
        onUploaded={(picture) => insertPastedPicture(picture.url, picture.alt_text)}
      />
      <LinkDialog
        open={linking}
        onClose={() => {
          kept.current = null;
          setLinking(false);
        }}
        onChoose={insertChosenLink}
      />
    </div>
  );
}

/** Inserts a block at the textarea's caret (a picture, a product card). */
export function insertAtCaret(
  textarea: HTMLTextAreaElement | null,
  block: string,
  value: string,
  onChange: (text: string) => void,
) {
  if (!textarea) {
    onChange(insertBlock({ text: value, start: value.length, end: value.length }, block).text);
    return;
  }
  const state = {
    text: textarea.value,
    start: textarea.selectionStart,
    end: textarea.selectionEnd,
  };
  applyEdit(textarea, insertBlock(state, block), onChange);
}
