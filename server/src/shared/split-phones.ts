/**
 * A phone number split between two or three of a listing's texts: «… للتواصل 0944» at the end of
 * the name and «555 666 …» at the start of the description. Each text alone holds no number, so
 * the check of one text at a time (contact-in-text.ts) passed it, and a buyer who reads the page
 * puts it together. Here the figures at the edges of every text (where it begins and where it
 * ends) are joined, any two edges of two texts in either order, and a number that crosses a seam
 * is a finding.
 */
import { ContactFinding, PART_JOINER, phonesAcross, westernDigits } from './contact-in-text';
import { asFigures } from './figures-view';

/** The figures and separators a text ends or begins with, as read, and the same span as written. */
interface Edge {
  figures: string;
  quote: (start: number, end: number) => string;
}

interface Edges {
  head: Edge | null;
  tail: Edge | null;
  /** The text holds no letter at all (a model or a colour written «555»): a middle part. */
  whole: boolean;
}

const NOT_LETTERS_AT_END = /[^\p{L}]*$/u;
const NOT_LETTERS_AT_START = /^[^\p{L}]*/u;
const DIGIT = /\d/;

function edgesOf(written: string): Edges {
  const text = written.normalize('NFKC');
  // Read as the check reads one text: numbers in words as figures, what shows nothing left out.
  const view = asFigures(text) ?? { text, quote: (start: number, end: number) => text.slice(start, end) };
  const read = westernDigits(view.text);
  const tailStart = read.search(NOT_LETTERS_AT_END);
  const headEnd = NOT_LETTERS_AT_START.exec(read)![0].length;
  const edge = (start: number, end: number): Edge | null =>
    DIGIT.test(read.slice(start, end))
      ? { figures: read.slice(start, end), quote: (from, to) => view.quote(start + from, start + to).trim() }
      : null;
  return { head: edge(0, headEnd), tail: edge(tailStart, read.length), whole: headEnd === read.length };
}

/** One number found across texts: the texts it is split between, in the order it reads. */
export interface SplitPhone {
  parts: number[];
  finding: ContactFinding;
}

/** One edge of one text: where a part of a number may be. */
interface Place {
  text: number;
  edge: Edge;
}

/**
 * Numbers that cross from an edge of one text to an edge of another (`texts` by index, any order,
 * either edge: the start of the name and the end of the description too), through at most one
 * text made of figures only; a number inside one text, whole or split by its words, is not one of
 * these (contact-in-text.ts finds it). Quoted as written, its parts joined by « … ».
 */
export function findSplitPhones(texts: readonly string[]): SplitPhone[] {
  const edges = texts.map(edgesOf);
  // A text of figures only is one edge (its start and its end are the same figures).
  const places: Place[] = edges.flatMap(({ head, tail, whole }, text) =>
    [head, whole ? null : tail].flatMap((edge) => (edge ? [{ text, edge }] : [])),
  );
  const middles = places.filter(({ text }) => edges[text].whole);
  const ends = (place: Place) => edges[place.text].whole || place.edge === edges[place.text].tail;
  const begins = (place: Place) => place.edge === edges[place.text].head;
  const found: SplitPhone[] = [];
  // As the page reads down first, from where one text ends to where another begins (through a
  // text of figures only, too); then any other two edges. An edge's figures make one number at
  // most: the first found (a prefix read on into the year at the end of the name is not another).
  const chains: Place[][] = [];
  const otherwise: Place[][] = [];
  for (const first of places)
    for (const last of places) {
      // The two ends of one text are read as one text is (contact-in-text.ts, mobilesAcrossWords).
      if (first.text === last.text) continue;
      if (!ends(first) || !begins(last)) {
        otherwise.push([first, last]);
        continue;
      }
      chains.push([first, last]);
      for (const middle of middles)
        if (middle.text !== first.text && middle.text !== last.text) chains.push([first, middle, last]);
    }
  chains.push(...otherwise);
  const used = new Set<Edge>();
  for (const chain of chains) {
    const parts = chain.map((place) => place.edge);
    for (const { shares } of phonesAcross(parts.map((part) => part.figures))) {
      // A number inside one part is that text's own: the check of one text finds it.
      if (shares.length < 2) continue;
      if (shares.some(({ at }) => used.has(parts[at]))) continue;
      const quoted = shares.map(({ at, from, to }) => parts[at].quote(from, to)).join(PART_JOINER);
      for (const { at } of shares) used.add(parts[at]);
      found.push({ parts: shares.map(({ at }) => chain[at].text), finding: { kind: 'phone', text: quoted } });
    }
  }
  return found;
}
