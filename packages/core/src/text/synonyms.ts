// Synonyms and broken plurals as the shop's owner keeps them (back office, table search_synonyms): each group
// is a set of words that mean one thing to a shopper, «phone / mobile / هاتف / موبايل / جوال / مۆبایل»,
// «مروحة / مراوح / پانکە». The engines widen a query word to the other words of its groups at query time, so
// a change to the table needs no re-index. Words are compared in their searchable form (folded, lossy) and by
// their stem, so «الموبايلات» finds the group of «موبايل».
import { lossyFold, normalizeArabicScript, tokenize } from './normalize';
import { stemWord } from './stem';

/** The searchable form of one synonym term: its single folded word, or null when it is not exactly one word. */
export function synonymTermForm(term: string): string | null {
  const words = tokenize(normalizeArabicScript(term)).map(lossyFold);
  return words.length === 1 ? words[0]! : null;
}

/** Looks a query word's synonyms up in the groups it was built from. */
export class SynonymTable {
  private readonly groupsOf = new Map<string, Set<number>>();
  private readonly groups: string[][] = [];

  constructor(groups: readonly (readonly string[])[]) {
    for (const terms of groups) {
      const forms = [...new Set(terms.map(synonymTermForm).filter((f): f is string => f !== null))];
      if (forms.length < 2) continue;
      const at = this.groups.push(forms) - 1;
      for (const form of forms) {
        for (const key of new Set([form, stemWord(form)])) {
          const set = this.groupsOf.get(key) ?? new Set<number>();
          set.add(at);
          this.groupsOf.set(key, set);
        }
      }
    }
  }

  get size(): number {
    return this.groups.length;
  }

  /** The other words of every group the folded word (or its stem) belongs to, in group order. */
  synonymsOf(word: string): string[] {
    const groups = new Set([...(this.groupsOf.get(word) ?? []), ...(this.groupsOf.get(stemWord(word)) ?? [])]);
    const found = new Set<string>();
    for (const at of [...groups].sort((a, b) => a - b)) {
      for (const form of this.groups[at]!) if (form !== word) found.add(form);
    }
    return [...found];
  }
}
