import { describe, expect, it } from 'vitest';
import { editorView, type EditorView } from './article-api.ts';

describe('the editor answers as the editor reads them', () => {
  it('always carry their lists, even when an answer leaves one out', () => {
    const partial = {
      article: { id_article: 3, title: 'Submitted', status: 'in_review', revision: 4 },
      actions: ['edit'],
    } as unknown as EditorView;
    const view = editorView(partial);
    expect(view.checks).toEqual([]);
    expect(view.others).toEqual([]);
    expect(view.autosave).toBeNull();
    expect(view.article.categories).toEqual([]);
    expect(view.article.families).toEqual([]);
    expect(view.actions).toEqual(['edit']);
    expect(view.article.title).toBe('Submitted');
  });
});
