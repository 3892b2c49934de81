import type { NextFunction, Request, Response } from 'express';
import { AR } from '../messages/ar';
import { badRequest, FieldErrors, validationFailed } from './http-errors';

/** Deeper than any form we accept; a body nested thousands of levels would overflow the stack downstream. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Characters no text field may hold: C0 controls but tab and line breaks (PostgreSQL refuses
 * NUL in text and jsonb), a surrogate without its pair (not text at all: encoders throw on it),
 * and the bidi embeddings, overrides and isolates that make text display other than it reads.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);

/**
 * Keys no form has and that name an object's own machinery: `__proto__`, `constructor`,
 * `toString`, `hasOwnProperty`… (every name of Object.prototype) and `prototype`. Reaching a DTO,
 * they make class-transformer call a number as a class ('targetType is not a constructor') or
 * shadow what code calls; they are refused at any depth, before any route reads the input.
 */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const isReservedKey = (key: string): boolean => RESERVED_KEYS.has(key);

export type InputProblem =
  | { kind: 'too-deep' }
  | { kind: 'not-an-object' }
  | { kind: 'reserved-key'; field: string }
  | { kind: 'characters'; fields: string[] };

/**
 * Walks a parsed body or query without recursion (so depth itself cannot overflow it) and
 * reports what is wrong everywhere: nesting beyond MAX_INPUT_DEPTH, or forbidden characters in
 * a value or a key, by field path ('offer.price', 'images[0]').
 */
export function inspectInput(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const fields = new Set<string>();
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) fields.add(path || 'body');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'too-deep' };
    // A parser that honoured a `__proto__` key leaves an object whose prototype is not a plain one.
    const prototype: unknown = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null)
      return { kind: 'reserved-key', field: safeField(path || 'body') };
    for (const [key, child] of Object.entries(value)) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (isReservedKey(key)) return { kind: 'reserved-key', field: safeField(childPath) };
      if (hasForbiddenCharacters(key)) fields.add(safeField(childPath));
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return fields.size ? { kind: 'characters', fields: [...fields].map(safeField) } : null;
}

/** A field name echoed back must not carry the characters it is refused for. */
const safeField = (path: string): string => (hasForbiddenCharacters(path) ? path.replace(new RegExp(FORBIDDEN, 'g'), '�') : path);

/** The contract's answer to a problem: 400 for nesting no form has, 422 on the fields at fault (or the body). */
export function inputError(problem: InputProblem) {
  if (problem.kind === 'too-deep') return badRequest(AR.http.tooDeep);
  if (problem.kind === 'not-an-object') return validationFailed({ body: [AR.http.fieldsExpected] });
  if (problem.kind === 'reserved-key') return badRequest(AR.http.reservedKey);
  const errors: FieldErrors = Object.fromEntries(problem.fields.map((f) => [f, [AR.http.forbiddenCharacters]]));
  return validationFailed(errors);
}

/**
 * The global input guard: before any route sees a JSON or form body, a query string or a path,
 * refuses what is wrong in every field of every route (see inspectInput). Multipart fields are
 * checked the same way once parsed (MultipartInterceptor).
 */
export function inputGuard(req: Request, res: Response, next: NextFunction): void {
  const problem = /%00/.test(req.path) ? { kind: 'characters' as const, fields: ['path'] } : inspectRequest(req);
  if (!problem) {
    next();
    return;
  }
  const error = inputError(problem);
  res.status(error.getStatus()).json(error.getResponse());
}

function inspectRequest(req: Request): InputProblem | null {
  const parsed: unknown = req.body;
  // Every form is an object: a bare JSON array is a shape no route takes.
  if (Array.isArray(parsed)) return { kind: 'not-an-object' };
  const problems = [inspectInput(req.query), typeof parsed === 'object' ? inspectInput(parsed) : inspectInput({ body: parsed })];
  if (problems.some((p) => p?.kind === 'too-deep')) return { kind: 'too-deep' };
  const reserved = problems.find((p) => p?.kind === 'reserved-key');
  if (reserved) return reserved;
  const fields = problems.flatMap((p) => (p?.kind === 'characters' ? p.fields : []));
  return fields.length ? { kind: 'characters', fields } : null;
}
