import type { Locale } from '../site/locale.ts';
import { messagesFor, translate, type Messages } from '../site/messages.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const catalogs = new Map<Locale, Messages>();
function t(locale: Locale, key: string, vars: Record<string, string> = {}): string {
  let messages = catalogs.get(locale);
  if (!messages) catalogs.set(locale, (messages = messagesFor(locale)));
  return translate(messages, `mail.${key}`).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => vars[name] ?? '',
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Layout {
  locale: Locale;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after: string[];
  siteTitle: string;
  unsubscribeUrl?: string;
}

/** One layout for every message: a plain-text part and a simple, inline-styled HTML part. */
function layout(mail: Layout): RenderedMail {
  const signature = t(mail.locale, 'signature', { site: mail.siteTitle });
  const unsubscribe = mail.unsubscribeUrl
    ? t(mail.locale, 'unsubscribe_text', { site: mail.siteTitle })
    : null;
  const text = [
    ...(mail.greeting ? [mail.greeting] : []),
    ...mail.paragraphs,
    mail.action.url,
    ...mail.after,
    signature,
    ...(unsubscribe ? [`--\n${unsubscribe}\n${mail.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${mail.locale.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f3;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#4eb62f">${escapeHtml(mail.siteTitle)}</h1>
${mail.greeting ? p(mail.greeting) : ''}${mail.paragraphs.map(p).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="background:#4eb62f;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(mail.action.url)}</p>
${mail.after.map(p).join('')}${p(signature)}
${unsubscribe ? `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#777">${escapeHtml(unsubscribe)} <a href="${escapeHtml(mail.unsubscribeUrl!)}">${escapeHtml(t(mail.locale, 'unsubscribe_link'))}</a></p>` : ''}
</div></body></html>
`;
  return { subject: mail.subject, text, html };
}

export function passwordResetMail(
  locale: Locale,
  vars: { siteTitle: string; username: string; resetUrl: string },
): RenderedMail {
  const site = vars.siteTitle;
  return layout({
    locale,
    siteTitle: site,
    subject: t(locale, 'password_reset.subject', { site }),
    greeting: t(locale, 'greeting', { name: vars.username }),
    paragraphs: [t(locale, 'password_reset.intro', { site })],
    action: { label: t(locale, 'password_reset.action'), url: vars.resetUrl },
    after: [t(locale, 'password_reset.validity'), t(locale, 'password_reset.ignore')],
  });
}

export function newsletterConfirmMail(
  locale: Locale,
  vars: { siteTitle: string; confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const site = vars.siteTitle;
  return layout({
    locale,
    siteTitle: site,
    subject: t(locale, 'newsletter_confirm.subject', { site }),
    paragraphs: [t(locale, 'newsletter_confirm.intro', { site })],
    action: { label: t(locale, 'newsletter_confirm.action'), url: vars.confirmUrl },
    after: [t(locale, 'newsletter_confirm.ignore')],
    unsubscribeUrl: vars.unsubscribeUrl,
  });
}

export function staffInvitationMail(
  locale: Locale,
  vars: { siteTitle: string; inviter: string; role: string; acceptUrl: string },
): RenderedMail {
  const site = vars.siteTitle;
  return layout({
    locale,
    siteTitle: site,
    subject: t(locale, 'staff_invitation.subject', { site }),
    paragraphs: [
      t(locale, 'staff_invitation.intro', { site, inviter: vars.inviter, role: vars.role }),
    ],
    action: { label: t(locale, 'staff_invitation.action'), url: vars.acceptUrl },
    after: [t(locale, 'staff_invitation.validity'), t(locale, 'staff_invitation.ignore')],
  });
}

/**
 * The studio's review notifications (docs/decisions/077): to editors when an article is
 * submitted, to its author when it is published or sent back (with the editor's note).
 */
export function reviewNotificationMail(
  locale: Locale,
  vars: {
    kind: 'submitted' | 'published' | 'sent_back';
    siteTitle: string;
    name: string;
    actor: string;
    title: string;
    note: string;
    url: string;
  },
): RenderedMail {
  const site = vars.siteTitle;
  const key = `review_notification.${vars.kind}`;
  const words = { site, actor: vars.actor, title: vars.title };
  return layout({
    locale,
    siteTitle: site,
    subject: t(locale, `${key}.subject`, words),
    greeting: t(locale, 'greeting', { name: vars.name }),
    paragraphs: [
      t(locale, `${key}.intro`, words),
      ...(vars.note.trim()
        ? [t(locale, 'review_notification.note', { note: vars.note.trim() })]
        : []),
    ],
    action: { label: t(locale, 'review_notification.action'), url: vars.url },
    after: [],
  });
}
