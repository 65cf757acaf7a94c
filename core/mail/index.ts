/** The mail feature's public entry: the outbox, the templates and the worker. */
export { enqueue, type OutgoingMessage } from './outbox.ts';
export {
  newsletterConfirmMail,
  passwordResetMail,
  reviewNotificationMail,
  staffInvitationMail,
  type RenderedMail,
} from './templates.ts';
export type { MailLog, MailSettings } from './settings.ts';
