import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutViewTransitions } from './instant-swap';

const routerSource = () =>
  readFileSync(new URL('../node_modules/astro/dist/transitions/router.js', import.meta.url), 'utf8');

describe('the router without view transitions', () => {
  it('answers "no" to the installed router’s detection of the View Transition API', () => {
    const changed = withoutViewTransitions(routerSource());
    expect(changed).toContain('const supportsViewTransitions = false;');
    expect(changed).not.toContain('!!document.startViewTransition');
  });

  it('stops the build when a new Astro detects the API another way', () => {
    expect(() => withoutViewTransitions('const supportsViewTransitions = "startViewTransition" in document;')).toThrow(
      /no longer has/,
    );
  });
});
