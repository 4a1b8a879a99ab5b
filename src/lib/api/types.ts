import type { components } from './schema';

/** Shapes of the contract, from the generated OpenAPI types. */
export type Schemas = components['schemas'];
export type Session = Schemas['Session'];
export type ParticipantPreview = Schemas['ParticipantPreview'];
export type Group = Schemas['Group'];
export type PointsSummary = Schemas['PointsSummary'];
export type Popup = Schemas['Popup'];
export type BannerSection = Schemas['BannerSection'];
export type Banner = Schemas['Banner'];
export type Image = Schemas['Image'];
