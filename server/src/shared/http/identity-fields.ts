import { Transform } from 'class-transformer';
import { IsEmail, ValidateBy, ValidationOptions } from 'class-validator';
import { domainToASCII } from 'node:url';
import { findContactDetails } from '../contact-in-text';
import { AR } from '../messages/ar';

/**
 * Format characters that show nothing (zero-width space, word joiner, byte-order mark, soft
 * hyphen, direction marks): removed from names, so two names that look alike are alike. The
 * zero-width (non-)joiners stay: Arabic and Persian typing and emoji use them.
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u2060-\u2064\uFEFF]/g;
const VISIBLE = /[\p{L}\p{N}]/u;
/** Scripts whose letters pass for each other ('а' Cyrillic, 'a' Latin, 'α' Greek). */
const LOOK_ALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

export const stripInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** A word that mixes Latin, Cyrillic or Greek letters is a look-alike ('Аdmin' with a Cyrillic А). */
export const mixesLookAlikeScripts = (text: string): boolean =>
  text.split(/\s+/).some((word) => LOOK_ALIKE_SCRIPTS.filter((script) => script.test(word)).length > 1);

/**
 * A name people read (an account, a car, a store, a workshop): trimmed, invisible characters
 * removed; it must show a letter or digit and may not mix look-alike scripts within a word.
 * Length and type rules stay on the field.
 */
export const VisibleName = (): PropertyDecorator => (target, property) => {
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? stripInvisible(value).trim() : value))(
    target,
    property,
  );
  ValidateBy(
    { name: 'visibleName', validator: { validate: (v) => typeof v !== 'string' || v === '' || VISIBLE.test(v) } },
    { message: AR.identity.invisibleName },
  )(target, property);
  ValidateBy(
    { name: 'noLookAlikeScripts', validator: { validate: (v) => typeof v !== 'string' || !mixesLookAlikeScripts(v) } },
    { message: AR.identity.mixedScripts },
  )(target, property);
};

/**
 * An account's name holds no phone number, e-mail, link or messenger handle: it shows beside
 * every listing of the account (`owner.name` in every list), where a number written into it
 * would reach every buyer and scraper without the phone reveal's budget (CONTRACT.md, seller
 * contact). The listing's own texts are flagged for a moderator instead (risk checks).
 */
export const NoContactDetails = (): PropertyDecorator =>
  ValidateBy(
    { name: 'noContactDetails', validator: { validate: (v) => typeof v !== 'string' || !findContactDetails(v).length } },
    { message: AR.identity.contactInName },
  );

/**
 * An address mail can reach and people can tell apart: trimmed and lower-cased, an
 * international domain written in its ASCII form (IDNA: 'مثال.سوريا' → 'xn--…'), and a local part
 * of printable ASCII only, so no Cyrillic 'а' or zero-width space hides in it.
 */
export function normaliseEmail(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 1) return text;
  const domain = domainToASCII(text.slice(at + 1));
  return domain ? `${text.slice(0, at)}@${domain}` : text;
}

const PRINTABLE_ASCII = /^[\x21-\x7E]+$/;

/** The e-mail rule for every address a person types: see normaliseEmail. */
export const AccountEmail =
  (options: ValidationOptions): PropertyDecorator =>
  (target, property) => {
    Transform(({ value }: { value: unknown }) => normaliseEmail(value))(target, property);
    ValidateBy(
      { name: 'asciiEmail', validator: { validate: (v) => typeof v !== 'string' || PRINTABLE_ASCII.test(v) } },
      { message: AR.identity.emailLatin },
    )(target, property);
    IsEmail({ allow_utf8_local_part: false }, options)(target, property);
  };
