/**
 * The CMS's live preview of a legal document: the markup of
 * components/LegalDocument.astro, styled by the site's own stylesheets, so the
 * editor sees the page as it will be built.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { createElement } from 'react';
import { LEGAL_LABELS } from '../content/legal-labels.ts';
import { formatDate } from '../lib/format/date.ts';
import siteCss from '../styles/global.css?inline';
import legalCss from '../styles/legal-document.css?inline';

/** React's createElement as the CMS's bundle exposes it (window.h): the CMS brings its own React. */
type H = typeof createElement;

/** The preview frame's page: the legal pages' column width and padding (layouts/LegalLayout.astro). */
const FRAME_CSS = `body { background: var(--color-surface); }
.cms-preview { max-inline-size: 48rem; margin-inline: auto; padding: var(--size-7) var(--page-gutter) var(--size-9); }`;

export const PREVIEW_STYLES = [siteCss, legalCss, FRAME_CSS];

export function legalPreview(h: H) {
  return function LegalPreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
    const title = String(entry.getIn(['data', 'title']) ?? '');
    const updatedAt = String(entry.getIn(['data', 'updatedAt']) ?? '');
    const sample = entry.getIn(['data', 'sample']) === true;
    return h(
      'main',
      { className: 'cms-preview' },
      h(
        'article',
        { className: 'legal-document' },
        h(
          'header',
          { className: 'legal-document__header' },
          h('h1', null, title),
          h(
            'p',
            { className: 'legal-document__meta' },
            `${LEGAL_LABELS.revised} `,
            h('time', { dateTime: updatedAt }, updatedAt ? formatDate(updatedAt) : '–'),
          ),
          sample &&
            h(
              'p',
              { className: 'legal-document__sample', role: 'note' },
              h('strong', null, LEGAL_LABELS.sampleLead),
              ` ${LEGAL_LABELS.sampleRest}`,
            ),
        ),
        h('div', { className: 'legal-document__prose' }, widgetFor('body')),
      ),
    );
  };
}
