/** The bot-check actions of spec section 7. */
export type BotCheckAction = 'register_account' | 'subscribe_newsletter';

/**
 * A bot-check token for an action, obtained from the configured provider without bothering
 * the visitor (spec section 7: "a captcha token is obtained from a captcha provider (v3)").
 * TEMPORARY: the provider is being written; the server accepts any token until it lands.
 */
export async function botCheckToken(_action: BotCheckAction): Promise<string> {
  return '';
}
