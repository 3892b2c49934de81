import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

export type ApiError = FetchBaseQueryError;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** HTTP status of a failed call, or null for network/timeout/parse failures. */
export function errorStatus(error: unknown): number | null {
  if (isRecord(error) && typeof error.status === 'number') return error.status;
  return null;
}

/**
 * The body of a failed call, `{ message, errors?: { field: [msg] } }` (CONTRACT.md), as received:
 * each part is checked before use (a proxy's error page or a network failure has another shape).
 */
function errorBody(error: unknown): Record<string, unknown> | null {
  if (isRecord(error) && isRecord(error.data)) return error.data;
  return null;
}

/** The server's message for a failed call (an RTK Query error, a thrown value), or null. */
export function serverMessage(error: unknown): string | null {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The first message of each invalid field, e.g. { email: 'البريد مستخدم' }. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}
