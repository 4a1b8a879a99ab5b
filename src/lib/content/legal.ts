import { type CollectionEntry, getEntry } from 'astro:content';

export type LegalId = 'rules' | 'rodo' | 'terms-and-conditions';

/** A document of src/content/legal; a missing file stops the build. */
export async function legalEntry(id: LegalId): Promise<CollectionEntry<'legal'>> {
  const entry = await getEntry('legal', id);
  if (!entry) throw new Error(`src/content/legal/${id}.md is missing`);
  return entry;
}
