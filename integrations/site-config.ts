/**
 * Astro integration: the site's public settings (D1) are read and checked once, as the build
 * (or the dev server) starts: a bad value stops it with every problem named. The code gets
 * only the checked values, as the constant __SITE_CONFIG__ (src/lib/config/config.ts), so the
 * browser's bundle carries no validation code and no error texts (issue 24: 0.6 KB).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { parseConfig } from '../src/lib/config/config-schema.ts';

export default function siteConfig(): AstroIntegration {
  return {
    name: 'punkty:site-config',
    hooks: {
      'astro:config:setup': ({ config, command, updateConfig }) => {
        const mode = command === 'dev' ? 'development' : 'production';
        const env = loadEnv(mode, fileURLToPath(config.root), 'PUBLIC_');
        updateConfig({ vite: { define: { __SITE_CONFIG__: JSON.stringify(parseConfig(env)) } } });
      },
    },
  };
}
