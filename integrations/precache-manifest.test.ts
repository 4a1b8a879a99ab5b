import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, isShellFile, precacheManifest } from './precache-manifest.ts';

describe('isShellFile: what a page needs with no network', () => {
  it.each([
    ['index.html', true],
    ['goals/index.html', true],
    ['404.html', true],
    ['_astro/Goals.CNQj-uk7.js', true],
    ['_astro/AppLayout.BAYqmIvb.css', true],
    ['_astro/inter.woff2', true],
    ['favicon.svg', true],
    ['manifest.webmanifest', true],
    ['icons/icon-512.png', true],
    // Not the CMS, not the documents, not the host's files or the worker itself.
    ['admin/index.html', false],
    ['admin/decap-cms.js', false],
    ['docs/polityka-prywatnosci.pdf', false],
    ['_headers', false],
    ['_redirects', false],
    ['_nginx.conf', false],
    ['sw.js', false],
    ['_astro/Goals.js.map', false],
  ])('%s: %s', (path, shell) => expect(isShellFile(path)).toBe(shell));
});

describe('precacheManifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'punkty-precache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };

  it('lists the shell by URL; hashed files go by name, the others by a revision of their content', async () => {
    put('goals/index.html', '<p>cele</p>');
    put('_astro/a.123.js', 'x');
    put('admin/index.html', 'cms');
    put('sw.js', 'worker');
    put('icons/huge.png', Buffer.alloc(MAX_FILE_BYTES + 1));
    const first = await precacheManifest(dir);
    expect(first.entries.map((e) => e.url)).toEqual(['/_astro/a.123.js', '/goals/index.html']);
    expect(first.entries[0]!.revision).toBeNull();
    expect(first.entries[1]!.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(first.tooLarge).toEqual(['icons/huge.png']);

    put('goals/index.html', '<p>cele, nowa wersja</p>');
    const second = await precacheManifest(dir);
    expect(second.entries[1]!.revision).not.toBe(first.entries[1]!.revision);
  });
});
