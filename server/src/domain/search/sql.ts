import { searchTerms, type SearchTerm } from './words.ts';

/**
 * A search as SQL over a text-search document (search_document() of migration
 * 074_search.sql: the name with weight A, the description with weight B).
 *
 * - `where`: every word of the search starts a word of the document (its name or its
 *   description); its parameters are added when the search is made.
 * - `score(param)`: the relevance, higher first: for each word, 1 when it starts a word
 *   of the name, and 1 more when the name holds the word itself in one of its forms
 *   ("kawy" for "kawa", where "kawiarni" only starts alike). Ties are left to the list's
 *   own order.
 * - `best(param)`: the rows of the highest score: every word in the name, in one of its
 *   forms.
 *
 * `score` and `best` add their parameters through the `param` they are given, so a count
 * that reads `where` alone can run on the parameters `where` left.
 */
export interface SearchSql {
  where: string;
  score: (param: AddParam) => string;
  best: (param: AddParam) => string;
}

/** A parameter's placeholder ($n) once `value` has been added to the query's parameters. */
export type AddParam = (value: unknown) => string;

// Terms hold only a–z and 0–9 (words.ts folds everything else away), so they are safe
// tsquery lexemes.
const anyPrefix = (t: SearchTerm, weight = '') => `(${t.prefixes.map((p) => `${p}:*${weight}`).join(' | ')})`;
const anyForm = (t: SearchTerm) => `(${t.forms.map((f) => `${f}:A`).join(' | ')})`;

/**
 * SQL for `text` searched in `doc` (an SQL expression of type tsvector), or undefined when
 * the text holds no word that narrows a list (empty, or only connecting words and marks).
 */
export function searchSql(text: string | undefined, doc: string, param: AddParam): SearchSql | undefined {
  const terms = searchTerms(text ?? '');
  if (terms.length === 0) return undefined;
  const matches = (query: string, add: AddParam) => `${doc} @@ ${add(query)}::tsquery`;
  return {
    where: matches(terms.map((t) => anyPrefix(t)).join(' & '), param),
    score: (add) =>
      terms
        .flatMap((t) => [anyPrefix(t, 'A'), anyForm(t)])
        .map((query) => `(${matches(query, add)})::int`)
        .join(' + '),
    best: (add) => matches(terms.map(anyForm).join(' & '), add),
  };
}

/** The document of a row that does not keep one: its name and description, as SQL expressions. */
export const searchDocument = (name: string, description: string) => `search_document(${name}, ${description})`;
