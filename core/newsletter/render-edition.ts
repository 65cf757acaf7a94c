import { renderMarkdown } from '../shared/markdown.ts';
import type { Locale } from '../site/locale.ts';
import { messagesFor, translate, type Messages } from '../site/messages.ts';

/** What an edition shows, with every link already absolute (PUBLIC_URL; decision 047). */
export interface EditionContent {
  subject: string;
  preheader: string;
  /** Markdown; rendered and sanitised here (core/shared/markdown.ts). */
  intro: string;
  closing: string;
  articles: {
    title: string;
    excerpt: string;
    url: string;
    imageUrl: string | null;
    imageAlt: string;
  }[];
  products: { name: string; abstract: string; url: string; imageUrl: string | null }[];
}

export interface EditionFrame {
  locale: Locale;
  siteTitle: string;
  publicUrl: string;
  /** The web version (the archive page); null before the edition is sent. */
  webUrl: string | null;
  /** The subscriber's own link; null in previews and on the web. */
  unsubscribeUrl: string | null;
}

export interface RenderedEdition {
  subject: string;
  html: string;
  text: string;
}

const catalogs = new Map<Locale, Messages>();
function t(locale: Locale, key: string, vars: Record<string, string> = {}): string {
  let messages = catalogs.get(locale);
  if (!messages) catalogs.set(locale, (messages = messagesFor(locale)));
  return translate(messages, `newsletter_edition.${key}`).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => vars[name] ?? '',
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A site path or picture made absolute; absolute ones are kept. */
export const absolute = (publicUrl: string, href: string): string =>
  /^https?:\/\//i.test(href) ? href : `${publicUrl}/${href.replace(/^\//, '')}`;

/** Sanitised Markdown with its links and pictures made absolute, for e-mail and the web. */
export function introHtml(markdown: string, publicUrl: string): string {
  return renderMarkdown(markdown).replace(
    /(href|src)="(\/[^"]*)"/g,
    (_, attribute: string, href: string) =>
      `${attribute}="${escapeHtml(absolute(publicUrl, href))}"`,
  );
}

/** Markdown as plain text: the rendered HTML without its tags, links kept in brackets. */
function introText(markdown: string, publicUrl: string): string {
  return introHtml(markdown, publicUrl)
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g, '$2 ($1)')
    .replace(/<\/(p|h\d|li|blockquote)>/g, '\n\n')
    .replace(/<li>/g, '- ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An edition as e-mail (decision 047): HTML in tables with inline styles, as mail clients need,
 * with the preheader as hidden text at the top, and the same content as plain text.
 */
export function renderEditionMail(content: EditionContent, frame: EditionFrame): RenderedEdition {
  const { locale } = frame;
  const e = escapeHtml;
  const cell =
    'padding:0 24px 16px;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5';
  const articleRows = content.articles
    .map(
      (a) => `<tr><td style="${cell}">
${a.imageUrl ? `<a href="${e(a.url)}"><img src="${e(a.imageUrl)}" alt="${e(a.imageAlt)}" width="512" style="display:block;width:100%;max-width:512px;height:auto;border:0;border-radius:6px"></a>` : ''}
<h2 style="margin:12px 0 4px;font-size:18px"><a href="${e(a.url)}" style="color:#2f7a1a;text-decoration:none">${e(a.title)}</a></h2>
<p style="margin:0 0 8px">${e(a.excerpt)}</p>
<p style="margin:0"><a href="${e(a.url)}" style="color:#2f7a1a">${e(t(locale, 'read_more'))}</a></p>
</td></tr>`,
    )
    .join('\n');
  const productRows = content.products.length
    ? `<tr><td style="${cell}"><h2 style="margin:8px 0;font-size:18px">${e(t(locale, 'products_heading'))}</h2></td></tr>
${content.products
  .map(
    (
      p,
    ) => `<tr><td style="${cell}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
${p.imageUrl ? `<td width="96" style="padding-right:12px;vertical-align:top"><img src="${e(p.imageUrl)}" alt="" width="96" style="display:block;border:0"></td>` : ''}
<td style="vertical-align:top;font-family:Arial,Helvetica,sans-serif"><a href="${e(p.url)}" style="color:#2f7a1a;font-weight:bold">${e(p.name)}</a>${p.abstract ? `<br>${e(p.abstract)}` : ''}</td>
</tr></table></td></tr>`,
  )
  .join('\n')}`
    : '';
  const footer = [
    frame.webUrl
      ? `<a href="${e(frame.webUrl)}" style="color:#555">${e(t(locale, 'web_version'))}</a>`
      : '',
    frame.unsubscribeUrl
      ? `${e(t(locale, 'why', { site: frame.siteTitle }))} <a href="${e(frame.unsubscribeUrl)}" style="color:#555">${e(t(locale, 'unsubscribe'))}</a>`
      : '',
  ]
    .filter(Boolean)
    .join('<br>');
  const html = `<!doctype html>
<html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f3">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${e(content.preheader)}&#8203;&#160;&#8203;&#160;&#8203;&#160;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f3"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px;font-family:Arial,Helvetica,sans-serif"><a href="${e(frame.publicUrl)}/" style="font-size:20px;font-weight:bold;color:#4eb62f;text-decoration:none">${e(frame.siteTitle)}</a></td></tr>
<tr><td style="padding:0 24px 8px;font-family:Arial,Helvetica,sans-serif;color:#222"><h1 style="margin:0;font-size:22px">${e(content.subject)}</h1></td></tr>
${content.intro.trim() ? `<tr><td style="${cell}">${introHtml(content.intro, frame.publicUrl)}</td></tr>` : ''}
${articleRows}
${productRows}
${content.closing.trim() ? `<tr><td style="${cell}"><p style="margin:0">${e(content.closing)}</p></td></tr>` : ''}
<tr><td style="padding:16px 24px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#777;border-top:1px solid #ddd">${footer}</td></tr>
</table></td></tr></table>
</body></html>
`;
  const text = [
    content.subject,
    content.intro.trim() ? introText(content.intro, frame.publicUrl) : '',
    ...content.articles.map((a) => `${a.title}\n${a.excerpt}\n${a.url}`),
    content.products.length
      ? [t(locale, 'products_heading'), ...content.products.map((p) => `${p.name}: ${p.url}`)].join(
          '\n',
        )
      : '',
    content.closing.trim(),
    [
      frame.webUrl ? `${t(locale, 'web_version')}: ${frame.webUrl}` : '',
      frame.unsubscribeUrl
        ? `${t(locale, 'why', { site: frame.siteTitle })}\n${t(locale, 'unsubscribe')}: ${frame.unsubscribeUrl}`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
