/**
 * The site's public settings (D1); everything else imports `config`. They are read from the
 * PUBLIC_* variables and checked by config-schema.ts when the build starts
 * (integrations/site-config.ts: a bad value stops it), and arrive here as plain values, so
 * the browser gets no checking code.
 */
import type { SiteConfig } from './config-schema.ts';

export type { SiteConfig };

declare const __SITE_CONFIG__: SiteConfig;

export const config: SiteConfig = __SITE_CONFIG__;
