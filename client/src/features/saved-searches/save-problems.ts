import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';

export interface Problems {
  name?: string;
  /** What is wrong with the search itself (its query), or the request as a whole. */
  form?: string;
}

/** What the server's refusal says, in the dialog: a 422's fields, a 409's repeat, or its message. */
export function problemsOf(error: unknown): Problems {
  const fields = fieldErrors(error);
  if (errorStatus(error) === 422 && (fields.name || fields.query)) return { name: fields.name, form: fields.query };
  if (errorStatus(error) === 409) return { form: serverMessage(error) ?? savedSearchesAr.alreadySaved };
  return { form: serverMessage(error) ?? savedSearchesAr.saveFailed };
}
