import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';

/** Error body of every failed call: `{ message, errors?: { field: [msg] } }` (CONTRACT.md). */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export type ApiError = FetchBaseQueryError;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** HTTP status of a failed call, or null for network/timeout/parse failures. */
export function errorStatus(error: unknown): number | null {
  if (isRecord(error) && typeof error.status === 'number') return error.status;
  return null;
}

function errorBody(error: unknown): ErrorBody | null {
  if (isRecord(error) && isRecord(error.data)) return error.data as ErrorBody;
  return null;
}

export function serverMessage(error: FetchBaseQueryError | SerializedError | unknown): string | null {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The first message of each invalid field, e.g. { email: 'البريد مستخدم' }. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}
