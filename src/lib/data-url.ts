/** Pictures of the API (base64 in JSON) as data: URLs; import-free for the inline preloader. */

/** An API image answer as a data: URL, or null when it is not a picture (parse at the edge). */
export function toDataUrl(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const { imageContent, imageMimeType } = answer as Record<string, unknown>;
  if (typeof imageContent !== 'string' || typeof imageMimeType !== 'string') return null;
  if (!/^image\/[a-z0-9.+-]+$/i.test(imageMimeType)) return null;
  const base64 = imageContent.replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+=*$/.test(base64)) return null;
  return `data:${imageMimeType};base64,${base64}`;
}
