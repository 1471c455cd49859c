/*
 * How the catalogue's search reads what a person types (docs/decisions.md "The shop's list comes from the
 * server"): the server filters with it, and it is here, beside the call, so what the page promises in its
 * placeholder and what the server finds are one rule.
 */

/** The units the shop writes weights in; with the list's own units, what may follow a number in a search. */
export const SEARCH_UNITS = ['บาท', 'สลึง', 'กรัม'] as const;

/**
 * One spelling for comparing what a member types with what the shop wrote. Thai has no case, but the same
 * word can arrive in different code points: composed or not (NFC), with the zero-width spaces Thai text
 * carries for line breaking, with nikhahit + sara aa typed for sara am (ํา for ำ), or with Thai digits
 * (๒ สลึง). Latin letters (codes) compare without case.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\u0E4D\u0E32/g, '\u0E33')
    .replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .toLocaleLowerCase('th')
    .trim();
}

/**
 * A search is words separated by spaces, each of which must match (AND):
 * - `text`: part of the code, of the piece's name or its category's, or of the unit;
 * - `number`: as text (part of a code: "101"), or the weight as shown ("2" finds 2 บาท and 2 สลึง);
 * - `weight`: a number followed by a unit, with or without a space ("2 สลึง", "1บาท", "0.5 บาท"), is one
 *   word: that weight in that unit, and nothing else. Otherwise "สร้อย 1 บาท" would also find a 0.5 บาท
 *   necklace coded GN-104 ("1" in the code, "บาท" in the unit). The unit may be the start of one
 *   ("2 ส"), so the list narrows while it is typed. Weights are not converted between units here: 4 สลึง
 *   does not find 1 บาท, as the shop writes each piece's weight in one unit and the member reads it so
 *   (the weight filter, in grams, is the way across units).
 */
export type SearchTerm =
  | { kind: 'text'; text: string }
  | { kind: 'number'; text: string; value: number }
  | { kind: 'weight'; value: number; unit: string };

const NUMBER = /^\d+(?:\.\d+)?$/;
const NUMBER_THEN_REST = /^(\d+(?:\.\d+)?)(\D.*)$/;

export function parseSearch(search: string, units: readonly string[] = SEARCH_UNITS): SearchTerm[] {
  const known = units.map(normalizeSearch).filter(Boolean);
  const isUnit = (word: string | undefined) => !!word && known.some((u) => u.startsWith(word));
  const words = normalizeSearch(search)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const m = NUMBER_THEN_REST.exec(w);
      return m && isUnit(m[2]) ? [m[1]!, m[2]!] : [w];
    });
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!NUMBER.test(w)) terms.push({ kind: 'text', text: w });
    else if (isUnit(words[i + 1])) terms.push({ kind: 'weight', value: Number(w), unit: words[++i]! });
    else terms.push({ kind: 'number', text: w, value: Number(w) });
  }
  return terms;
}

/** Weights compare as they are shown (up to 2 decimals). */
const sameWeight = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** What a piece is found by: its code, weight and unit, and its names (its own, its category's). */
export interface Searchable {
  code: string;
  weight: number;
  unit: string;
  names: readonly string[];
}

/** A test for every word of a search (parseSearch), built once for a whole list. */
export function searchMatcher(search: string, units: readonly string[] = SEARCH_UNITS): (p: Searchable) => boolean {
  const terms = parseSearch(search, [...SEARCH_UNITS, ...units]);
  return (p) => {
    const code = normalizeSearch(p.code);
    const unit = normalizeSearch(p.unit);
    const names = p.names.map(normalizeSearch);
    const inText = (t: string) => code.includes(t) || unit.includes(t) || names.some((n) => n.includes(t));
    return terms.every((t) =>
      t.kind === 'text'
        ? inText(t.text)
        : t.kind === 'number'
          ? inText(t.text) || sameWeight(p.weight, t.value)
          : sameWeight(p.weight, t.value) && unit.startsWith(t.unit),
    );
  };
}
