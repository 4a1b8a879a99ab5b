/**
 * The one place that reads import.meta.env; everything else imports `config`.
 * A bad value stops the build, because the pages import this module while
 * they are prerendered.
 */
import { parseConfig } from './config-schema.ts';

export type { SiteConfig } from './config-schema.ts';

export const config = parseConfig({
  PUBLIC_LOYALTY_API_URL: import.meta.env.PUBLIC_LOYALTY_API_URL,
  PUBLIC_CONTACT_EMAIL: import.meta.env.PUBLIC_CONTACT_EMAIL,
  PUBLIC_PRIVACY_POLICY_URL: import.meta.env.PUBLIC_PRIVACY_POLICY_URL,
  PUBLIC_REGISTRATION_URL: import.meta.env.PUBLIC_REGISTRATION_URL,
  PUBLIC_SELLER_SYSTEM_NAME: import.meta.env.PUBLIC_SELLER_SYSTEM_NAME,
});
