import { describe, expect, it } from 'vitest';
import {
  insertBlock,
  insertLink,
  toggleInline,
  toggleLines,
  type TextState,
} from './markdown-commands.ts';

/** `|` marks a caret, `[` and `]` a selection. */
const at = (marked: string): TextState => {
  const caret = marked.indexOf('|');
  if (caret >= 0) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
};
const show = ({ text, start, end }: TextState) =>
  start === end
    ? `${text.slice(0, start)}|${text.slice(start)}`
    : `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;

describe('the editor toolbar', () => {
  it('makes the selection bold or italic, and undoes it', () => {
    expect(show(toggleInline(at('a [word] b'), 'bold', 'text'))).toBe('a **[word]** b');
    expect(show(toggleInline(at('a **[word]** b'), 'bold', 'text'))).toBe('a [word] b');
    expect(show(toggleInline(at('a | b'), 'italic', 'text'))).toBe('a _[text]_ b');
  });

  it('puts heading, list and quote marks on every selected line, and takes them away', () => {
    expect(show(toggleLines(at('one\nt[wo\nthr]ee'), 'list'))).toBe('one\n- t[wo\n- thr]ee');
    expect(show(toggleLines(at('- o[ne\n- tw]o'), 'list'))).toBe('o[ne\ntw]o');
    expect(show(toggleLines(at('Ti|tle'), 'heading'))).toBe('## Ti|tle');
    expect(show(toggleLines(at('### Ti|tle'), 'heading'))).toBe('Ti|tle');
    expect(show(toggleLines(at('a\n|b'), 'quote'))).toBe('a\n> |b');
  });

  it('inserts a link with its address selected, and blocks on lines of their own', () => {
    expect(show(insertLink(at('see [the vet] now'), 'link'))).toBe('see [the vet]([https://]) now');
    expect(show(insertBlock(at('one|two'), 'X'))).toBe('one\n\nX|\n\ntwo');
    expect(show(insertBlock(at('one\n\n|'), 'X'))).toBe('one\n\nX|\n\n');
    expect(show(insertBlock(at('|'), 'X'))).toBe('X|\n\n');
  });
});
