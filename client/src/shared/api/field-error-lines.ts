import { fieldLabels } from '../messages/field-labels';
import { fieldErrors } from './api-error';

// Apart from api-error.ts, which public pages load for statuses: the field names are needed only
// by the forms that report 422s.

/**
 * 'field: first message' lines, the way the product reports 422s, with the field's Arabic name
 * ('الصور: يجب رفع صور فقط'); a field without one shows its message alone, never an API key.
 */
export function fieldErrorLines(error: unknown): string[] {
  return Object.entries(fieldErrors(error)).map(([field, message]) => fieldErrorLine(field, message));
}

export function fieldErrorLine(field: string, message: string): string {
  const label = fieldLabels[field.replace(/\[\]$|\.\d+$/, '')];
  return label ? `${label}: ${message}` : message;
}
