/**
 * /admin's only script: loads Decap CMS's bundle (copied under /admin/ by
 * integrations/cms.ts), registers the legal documents' preview and starts the
 * CMS with src/cms/config.ts merged into public/admin/config.yml.
 */
import type { CmsConfig, CMS as DecapCms } from 'decap-cms-core';
import type { createElement } from 'react';
import { cmsConfig, LEGAL_FILES } from './config.ts';
import { legalPreview, PREVIEW_STYLES } from './preview.ts';

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    h?: typeof createElement;
  }
  interface ImportMetaEnv {
    readonly PUBLIC_CMS_LOCAL_BACKEND?: string;
  }
}

/** The local backend's API in local mode (`npm run cms` sets it for its dev server only). */
const LOCAL_BACKEND = import.meta.env.DEV ? (import.meta.env.PUBLIC_CMS_LOCAL_BACKEND ?? null) : null;

function loadBundle(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/admin/decap-cms.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('decap-cms.js did not load'));
    document.head.append(script);
  });
}

// Local mode: each save writes a Markdown file, and the dev server then reloads every open
// page, so that /rodo in another tab shows the edit. The editor that made the edit keeps
// its state: the reload cost seconds of loading the CMS again and the editor's place in it.
// Vite's client reloads a page for a payload naming an .html file only when that file is
// the page itself.
if (import.meta.hot)
  import.meta.hot.on('vite:beforeFullReload', (payload: { path?: string }) => {
    payload.path = '/admin/editor-keeps-its-state.html';
  });

window.CMS_MANUAL_INIT = true;
await loadBundle();
const { CMS, h } = window;
if (!CMS || !h) throw new Error('decap-cms.js defines no CMS');
for (const style of PREVIEW_STYLES) CMS.registerPreviewStyle(style, { raw: true });
const preview = legalPreview(h);
for (const { name } of LEGAL_FILES) CMS.registerPreviewTemplate(name, preview);
// The backend comes from config.yml, which the CMS loads and merges with this.
CMS.init({ config: cmsConfig(LOCAL_BACKEND) as CmsConfig });
