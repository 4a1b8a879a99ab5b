import { api } from './client';

/** The three image calls of spec section 7; all answer { imageContent, imageMimeType }. */
export type ImageKind = 'image' | 'plan' | 'award';

const PATHS: Record<ImageKind, string> = {
  image: 'api/loyalty/image/',
  plan: 'api/loyalty/plan/image/',
  award: 'api/loyalty/award/image/',
};

export const getImage = (kind: ImageKind, id: number) => api.get(`${PATHS[kind]}${id}`).json<unknown>();
