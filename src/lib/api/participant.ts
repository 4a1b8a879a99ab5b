import { api } from './client';
import type { Group, ParticipantPreview, PointsSummary, Popup } from './types';

export const getPreview = () => api.get('api/loyalty/participant/preview').json<ParticipantPreview>();
export const getGroup = () => api.get('api/loyalty/group').json<Group>();
export const getPointsSummary = () => api.get('api/loyalty/participant/points/summary').json<PointsSummary>();
export const calculatePoints = () => api.post('api/loyalty/participant/points/calculate').json<{ success: boolean }>();

/** The broadcast popup, or null when there is none (204). */
export async function getPopup(): Promise<Popup | null> {
  const res = await api.get('api/loyalty/broadcast/popup');
  if (res.status === 204) return null;
  const text = await res.text();
  return text ? (JSON.parse(text) as Popup) : null;
}
