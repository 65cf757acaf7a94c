import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema/index.ts';
import { PICTURE_USE_SOURCES } from './picture-use-sources.ts';

/**
 * Text and JSON columns of the content that cannot show a library picture: names, keys, plain
 * texts drawn as text (React escapes them), choices and ids. A column that is neither here nor in
 * picture-use-sources.ts fails the test below: decide which it is (docs/decisions/070).
 */
const PLAIN: Record<string, readonly string[]> = {
  articles: [
    'key',
    'title',
    'slug',
    'excerpt',
    'image_caption',
    'status',
    'image_alt',
    'seo_title',
    'seo_description',
    'search_name',
    // The sign-off's name and credentials, and the sources (one per line, drawn as text or a link).
    'medical_reviewer_name',
    'medical_reviewer_credentials',
    'sources',
  ],
  authors: ['key', 'name', 'occupation', 'biography'],
  breed_texts: ['section'],
  breeds: [
    'key',
    'name',
    'slug',
    'synonyms',
    'origin',
    'date_origin',
    'race_type',
    'utilizations',
    'abstract',
    'measures',
    'attributes',
    'specifics',
    'colors',
    'search_text',
    'search_name',
  ],
  categories: ['name', 'slug', 'translations'],
  families: ['name', 'slug', 'translations', 'menu_colour', 'breed_of_the_week_mode'],
  // Product, article and family ids: their pictures are those rows' uses.
  home_curation: ['banner_ids', 'encyclopedia_family_ids'],
  infographics: ['key', 'title', 'slug', 'facts'],
  newsletter_editions: ['subject', 'preheader', 'state'],
  notices: ['text', 'link_label'],
  poll_options: ['label'],
  polls: ['question'],
  products: [
    'name',
    'title',
    'abstract',
    'description',
    'link',
    'type',
    'buy_text',
    'from_text',
    'search_name',
  ],
  quotes: ['content', 'author'],
  static_pages: ['key', 'locale', 'title'],
  tips: ['content', 'audience'],
};

/** Tables that are not what the site shows, or only a copy of it. */
const NOT_CONTENT = new Set([
  // Working copies and history: not uses (docs/decisions/036).
  'article_autosaves',
  'article_revisions',
  // The library itself, members' own pets (never library pictures), the studio's and members'
  // accounts, sessions, tokens, jobs, figures and the log.
  'media',
  'user_pets',
  'users',
  'sessions',
  'password_reset_tokens',
  'staff',
  'staff_invitations',
  'staff_recovery_codes',
  'staff_sessions',
  'staff_setup_tokens',
  // What the studio tells a staff member (an article's title, an editor's note): never shown
  // on the site.
  'staff_notifications',
  'bot_check_solutions',
  'audit_log',
  'jobs',
  'page_views',
  'poll_votes',
  'newsletter_subscribers',
  'newsletter_deliveries',
  // Mail being sent is made from an edition, whose intro and closing are its uses.
  'email_outbox',
]);

const isTextual = (sqlType: string) => /text|json|char/.test(sqlType);

describe('where a picture can be used', () => {
  it('every text or JSON column of the content is a picture use or named as plain text', () => {
    const searched = new Set(
      PICTURE_USE_SOURCES.flatMap((source) =>
        source.fields.map(({ column }) => `${getTableConfig(source.table).name}.${column.name}`),
      ),
    );
    const unclassified: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const { name, columns } = getTableConfig(value);
      if (NOT_CONTENT.has(name)) continue;
      for (const column of columns) {
        if (!isTextual(column.getSQLType())) continue;
        const id = `${name}.${column.name}`;
        if (!searched.has(id) && !PLAIN[name]?.includes(column.name)) unclassified.push(id);
      }
    }
    expect(unclassified).toEqual([]);
  });

  it('searches every column that holds a picture address', () => {
    const searched = PICTURE_USE_SOURCES.flatMap((source) =>
      source.fields.map(({ column }) => `${getTableConfig(source.table).name}.${column.name}`),
    );
    for (const column of [
      'articles.image_url',
      'articles.mobile_image_url',
      'articles.social_image_url',
      'articles.content',
      'articles.get_more',
      'authors.image_url',
      'products.image_url',
      'products.background_image_url',
      'products.background_mobile_image_url',
      'breeds.image_url',
      'breeds.fluid_image_url',
      'breed_texts.content',
      'families.image_url',
      'families.menu_image_url',
      'infographics.image_path',
      'infographics.mobile_image_path',
      'infographics.thumbnail_path',
      'static_pages.body',
      'static_pages.html',
      'site_settings.values',
      'notices.link_url',
      'newsletter_editions.intro',
      'newsletter_editions.closing',
    ])
      expect(searched, column).toContain(column);
  });
});
