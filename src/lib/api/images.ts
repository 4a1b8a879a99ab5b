import { read } from './read';

/** The three image calls of spec section 7; all answer { imageContent, imageMimeType }. */
export type ImageKind = 'image' | 'plan' | 'award';

const PATHS: Record<ImageKind, string> = {
  image: 'api/loyalty/image/',
  plan: 'api/loyalty/plan/image/',
  award: 'api/loyalty/award/image/',
};

/** A picture by its kind and id; src/lib/images.ts makes it a data: URL. */
export const IMAGE = /* @__PURE__ */ read({
  method: 'GET',
  path: ({ kind, id }: { kind: ImageKind; id: number }) => `${PATHS[kind]}${id}`,
  parse: import.meta.env.INLINE_SCRIPT
    ? undefined
    : (answer: unknown) => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null),
});
