/** '٠٩٤٤ ٧٠٠' → '0944700': Arabic-Indic digits as Latin, everything else dropped. */
const digitsOf = (text: string): string => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, '');

/** A Syrian number's national significant digits, however it is written (0944…, +963 944…, 00963…). */
export const nationalNumber = (phone: string): string => digitsOf(phone).replace(/^(00963|963|0)/, '');

/** People's private contact: account e-mails and phones that no public answer may carry. */
export interface PrivateContacts {
  emails: string[];
  phones: string[];
}

/** Every string in an answer (keys and values, at any depth), with where it was. */
export function* stringsOf(value: unknown, path = '$'): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      yield [`${path}.${key}(key)`, key];
      yield* stringsOf(item, `${path}.${key}`);
    }
}

/**
 * Where an answer carries one of `contacts`, in any spelling: an e-mail in any case, a phone in
 * any form (spaces, dashes, +963 or 00963, Arabic-Indic digits), inside any text. Empty: none.
 */
export function contactsIn(body: unknown, contacts: PrivateContacts): string[] {
  const phones = contacts.phones.map(nationalNumber);
  const emails = contacts.emails.map((email) => email.toLowerCase());
  const found: string[] = [];
  for (const [path, text] of stringsOf(body)) {
    const lower = text.toLowerCase();
    const digits = digitsOf(text);
    for (const email of emails) if (lower.includes(email)) found.push(`${path}: ${email}`);
    for (const phone of phones) if (digits.includes(phone)) found.push(`${path}: ${phone}`);
  }
  return found;
}
