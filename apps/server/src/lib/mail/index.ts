/** Branded mail (decision 072): templates, the brand's look, composing and unsubscribe tokens. */
export { composeMail, unsubscribeUrl, UNSUBSCRIBE_PATH, type MailConfig } from './compose.ts';
export { loadMailBrand, mailBrandOf, mailSiteUrl, type MailBrand } from './mail-brand.ts';
export { fill, MAIL_WORDS, type MailWords } from './locales/index.ts';
export * from './templates.ts';
export {
  signUnsubscribeToken,
  unsubscribeKey,
  verifyUnsubscribeToken,
  type UnsubscribeSubject,
} from './unsubscribe-token.ts';
