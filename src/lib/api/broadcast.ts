import { api } from './client';

/** The banner calls of spec section 7 (shapes in D2). Answers are parsed in src/lib/shell/banners.ts. */
export const getBannerSections = () => api.get('api/loyalty/broadcast/banner-section').json<unknown>();

export const getBanners = (bannerSectionId: number) =>
  api.post('api/loyalty/broadcast/participant/banner/list', { json: { bannerSectionId } }).json<unknown>();

export const getBannerContent = (bannerId: number) =>
  api.get(`api/loyalty/broadcast/banner/content/${bannerId}`).json<unknown>();
