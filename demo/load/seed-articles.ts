import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articleFamilies, articles, authors } from '../../db/schema/index.ts';
import { slugify } from '../../core/shared/slug.ts';
import { mediaUrls } from '../art/demo-images.ts';
import * as content from '../content/index.ts';
import { categoryId, familyId } from '../content/taxonomy.ts';
import type { FamilyKey } from '../content/types.ts';
import { seedAuthorStaff } from './seed-author-staff.ts';
import { upsertSet } from './upsert-set.ts';

/** Alt text of the demo's drawn article pictures, by the animal drawn (the studio's alt check). */
const PICTURE_ALT: Record<FamilyKey, string> = {
  dogs: "A drawing of a dog's head on a coloured background",
  cats: "A drawing of a cat's head on a coloured background",
  birds: 'A drawing of a bird on a coloured background',
  fish: 'A drawing of a fish on a coloured background',
  exotics: 'A drawing of a small pet on a coloured background',
};

export async function seedArticles(db: Db) {
  const authorRows = await db
    .insert(authors)
    .values(
      content.authors.map((a) => ({
        key: a.key,
        name: a.name,
        occupation: a.occupation,
        biography: a.biography,
        imageUrl: mediaUrls.author(a.key),
      })),
    )
    .onConflictDoUpdate({
      target: authors.key,
      set: upsertSet(['name', 'occupation', 'biography', 'image_url']),
    })
    .returning({ idAuthor: authors.idAuthor, key: authors.key });
  const authorId = new Map(authorRows.map((r) => [r.key, r.idAuthor]));
  await seedAuthorStaff(db, authorRows);

  const rows = await db
    .insert(articles)
    .values(
      content.articles.map((a) => ({
        key: a.key,
        title: a.title,
        slug: slugify(a.title),
        excerpt: a.excerpt,
        content: a.content,
        getMore: a.getMore ?? null,
        imageUrl: a.hasImage ? mediaUrls.article(a.key) : null,
        mobileImageUrl: a.hasImage ? mediaUrls.articleMobile(a.key) : null,
        imageCaption: a.imageCaption ?? null,
        // The drawn picture shows the article's first family's animal (demo/art/demo-images.ts).
        imageAlt: a.hasImage ? PICTURE_ALT[a.families[0] ?? 'dogs'] : '',
        idAuthor: authorId.get(a.author) ?? null,
        publishedAt: new Date(`${a.date}T09:00:00Z`),
        isActive: a.isActive ?? false,
        isComic: a.isComic ?? false,
        isHome: a.home ?? false,
        isFeatured: a.featured ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: articles.key,
      set: upsertSet([
        'title',
        'slug',
        'excerpt',
        'content',
        'get_more',
        'image_url',
        'mobile_image_url',
        'image_caption',
        'image_alt',
        'id_author',
        'published_at',
        'is_active',
        'is_comic',
        'is_home',
        'is_featured',
      ]),
    })
    .returning({ idArticle: articles.idArticle, key: articles.key });
  const idOf = new Map(rows.map((r) => [r.key, r.idArticle]));
  const ids = [...idOf.values()];
  await db.delete(articleFamilies).where(inArray(articleFamilies.idArticle, ids));
  await db.delete(articleCategories).where(inArray(articleCategories.idArticle, ids));
  await db
    .insert(articleFamilies)
    .values(
      content.articles.flatMap((a) =>
        a.families.map((f) => ({ idArticle: idOf.get(a.key)!, idFamily: familyId(f) })),
      ),
    );
  await db
    .insert(articleCategories)
    .values(
      content.articles.flatMap((a) =>
        a.categories.map((c) => ({ idArticle: idOf.get(a.key)!, idCategory: categoryId(c) })),
      ),
    );
}
