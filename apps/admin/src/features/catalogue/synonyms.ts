// Search synonyms (apps/api/src/routes/admin/search.ts): groups of words shoppers use for one thing («phone /
// mobile / هاتف / موبايل / مۆبایل»); search widens a query word to the rest of its group at once. The form takes
// the words as staff type them, one a line or separated by commas, and finds what the API would refuse before
// sending, so the mistake shows beside the field in the back office's language.
import { synonymTermForm } from '@dukan/core/text/synonyms';
import { api, type Envelope } from '../../lib/api';

export interface SynonymGroup {
  id: number;
  terms: string[];
  created_at: string;
  updated_at: string;
}

/** As many words as the API takes in one group. */
export const MAX_SYNONYM_TERMS = 30;

const PATH = '/api/admin/search/synonyms';

export const listSynonyms = async () => (await api.get<Envelope<SynonymGroup[]>>(PATH)).data;
export const createSynonyms = (terms: string[]) =>
  api.post<Envelope<SynonymGroup> & { message?: string }>(PATH, { terms });
export const updateSynonyms = (id: number, terms: string[]) =>
  api.patch<Envelope<SynonymGroup> & { message?: string }>(`${PATH}/${id}`, { terms });
export const deleteSynonyms = (id: number) =>
  api.delete<Envelope<SynonymGroup> & { message?: string }>(`${PATH}/${id}`);

/** The words typed in the form: one a line or separated by commas (Latin or Arabic), trimmed, each once. */
export function termsOf(text: string): string[] {
  const terms = text
    .split(/[\n,،;؛]/u)
    .map((term) => term.trim())
    .filter((term) => term !== '');
  return [...new Set(terms)];
}

/** The words as the form shows them again: one a line. */
export const textOf = (terms: readonly string[]) => terms.join('\n');

export type TermsProblem = { kind: 'one_word'; term: string } | { kind: 'too_few' } | { kind: 'too_many' };

/**
 * What the API would refuse: an entry that is not one word (a space, or symbols only), fewer than two different
 * words once folded as search folds them («ثلاجة» and «ثلاجه» are one word), more than thirty.
 */
export function termsProblem(terms: readonly string[]): TermsProblem | null {
  const notOneWord = terms.find((term) => term.length > 60 || synonymTermForm(term) === null);
  if (notOneWord !== undefined) return { kind: 'one_word', term: notOneWord };
  if (terms.length > MAX_SYNONYM_TERMS) return { kind: 'too_many' };
  if (new Set(terms.map(synonymTermForm)).size < 2) return { kind: 'too_few' };
  return null;
}
