/**
 * The editor toolbar's changes to markdown, as pure functions of the text and the selection, so
 * a keyboard shortcut and a button do the same thing and both are tested without a browser.
 */

export interface TextState {
  text: string;
  /** Selection start and end (equal for a caret). */
  start: number;
  end: number;
}

export type InlineCommand = 'bold' | 'italic';
export type LineCommand = 'heading' | 'list' | 'quote';

const INLINE_MARK: Record<InlineCommand, string> = { bold: '**', italic: '_' };
const LINE_PREFIX: Record<LineCommand, string> = { heading: '## ', list: '- ', quote: '> ' };

/**
 * Wraps the selection in bold or italic marks, or removes them when it is already wrapped; with
 * nothing selected, inserts the marks around `placeholder`, selected so that typing replaces it.
 */
export function toggleInline(
  state: TextState,
  command: InlineCommand,
  placeholder: string,
): TextState {
  const mark = INLINE_MARK[command];
  const { text, start, end } = state;
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return {
      text: before.slice(0, -mark.length) + selected + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  }
  const inner = selected || placeholder;
  return {
    text: before + mark + inner + mark + after,
    start: start + mark.length,
    end: start + mark.length + inner.length,
  };
}

/** The start of the line `index` is on, and the end of the line `endIndex` is on. */
function lineBounds(text: string, start: number, end: number) {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const next = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  return { lineStart, lineEnd: next === -1 ? text.length : next };
}

/**
 * Puts a heading, list or quote mark at the start of every selected line, or takes it away when
 * every line has it already.
 */
export function toggleLines(state: TextState, command: LineCommand): TextState {
  const prefix = LINE_PREFIX[command];
  const { text, start, end } = state;
  const { lineStart, lineEnd } = lineBounds(text, start, end);
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const pattern =
    command === 'heading' ? /^#{1,6} / : new RegExp(`^${prefix.replace(/[>-]/g, '\\$&')}`);
  const allHave = lines.every((line) => pattern.test(line));
  const changed = lines.map((line) =>
    allHave
      ? line.replace(pattern, '')
      : prefix + line.replace(command === 'heading' ? /^#{1,6} / : /^/, ''),
  );
  const block = changed.join('\n');
  const delta = block.length - (lineEnd - lineStart);
  const firstDelta = (changed[0]?.length ?? 0) - (lines[0]?.length ?? 0);
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    start: Math.max(lineStart, start + firstDelta),
    end: end + delta,
  };
}

/** A link around the selection (or `placeholder`), with the address selected to be typed. */
export function insertLink(state: TextState, placeholder: string, url = 'https://'): TextState {
  const { text, start, end } = state;
  const label = text.slice(start, end) || placeholder;
  const inserted = `[${label}](${url})`;
  const urlStart = start + label.length + 3;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    start: urlStart,
    end: urlStart + url.length,
  };
}

/**
 * A block (a picture, a product card) on lines of its own at the caret, replacing the selection,
 * with the caret after it.
 */
export function insertBlock(state: TextState, block: string): TextState {
  const { text, start, end } = state;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = lead + block + trail;
  const caret = start + lead.length + block.length;
  return { text: before + inserted + after, start: caret, end: caret };
}

const escapeMarkdownText = (value: string) => value.replace(/[[\]\\]/g, '\\$&');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A library picture in markdown: its alt text, its address, and the size hint "large". */
export const pictureMarkdown = (url: string, alt: string) =>
  `![${escapeMarkdownText(alt)}](${url})`;

/** The placeholder the public renderer turns into a product card (app/lib/content-segments.ts). */
export const productCardMarkdown = (idProduct: number, title?: string) =>
  `<div class="product-card" data-id="${idProduct}"${
    title ? ` data-title="${escapeAttribute(title)}"` : ''
  }></div>`;
