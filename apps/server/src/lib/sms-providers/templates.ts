import { tenantById } from '@space/contracts/tenants';
import type { SmsProviderName, SmsTemplates } from '../../config/sms.config.ts';
import type { SmsMessage } from '../sms.ts';
import { SmsProviderError } from './http.ts';

/**
 * The sign name and template id of a message at a template-based provider, or null when the
 * brand has no template of this kind in this language (only `notice` may lack one: start-up
 * refuses a brand without every `code` template), in which case nothing is sent.
 */
export function templateFor(
  templates: SmsTemplates,
  message: SmsMessage,
): { signName: string; templateId: string } | null {
  const code = tenantById(message.tenantId)?.code ?? 'default';
  const brand = templates[code];
  const templateId = brand?.templates[message.template.kind][message.locale];
  return brand && templateId ? { signName: brand.signName, templateId } : null;
}

/** A notice without its template is skipped; a code without one is a failure (never expected). */
export function missingTemplate(provider: SmsProviderName, message: SmsMessage): void {
  if (message.template.kind === 'notice') return;
  throw new SmsProviderError(
    provider,
    `no ${message.template.kind} template for this brand and language`,
  );
}
