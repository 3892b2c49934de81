import { findContactDetails, PART_JOINER } from './contact-in-text';

/** Names already read (an account's name shows beside each of its listings, page after page). */
const seen = new Map<string, string | null>();
const SEEN_AT_MOST = 10_000;

/**
 * An account's name as everyone else reads it, beside its listings, store, workshop, parts and
 * reviews: without the contact details it holds, each left out as «…» (null when nothing else is
 * left). Registering and renaming refuse such a name (NoContactDetails), but a name given before
 * that, or before the contact check learnt a way of writing a number (spelled out, split by what
 * shows nothing), would still hand every buyer and scraper the number around the phone reveal's
 * budget. The account's own profile and the admins' user pages show the name as given.
 */
export function publicName(name: string | null): string | null {
  if (name === null) return null;
  const known = seen.get(name);
  if (known !== undefined) return known;
  if (seen.size >= SEEN_AT_MOST) seen.clear();
  const shown = withoutContactDetails(name);
  seen.set(name, shown);
  return shown;
}

function withoutContactDetails(name: string): string | null {
  const findings = findContactDetails(name);
  if (!findings.length) return name;
  // Findings quote the compatibility form the check reads (contact-in-text.ts).
  let shown = name.normalize('NFKC');
  // A number split by words is quoted by its parts («0944 … 555666»): each part is left out.
  for (const { text } of findings) for (const part of text.split(PART_JOINER)) shown = shown.split(part).join('…');
  shown = shown.replace(/(?:…\s*)+/g, '… ').trim();
  return /[\p{L}\p{N}]/u.test(shown) ? shown : null;
}
