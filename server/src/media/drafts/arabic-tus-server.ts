import { Server } from '@tus/server';
import { AR } from '../../shared/messages/ar';

/**
 * The library's "extension not supported" (concatenation, deferred length): a protocol feature
 * the client asked for although the server does not list it (OPTIONS, Tus-Extension).
 */
export const EXTENSION_UNSUPPORTED = 501;

/** Refusals with a message of their own; any other 4xx is a malformed tus request. */
const MESSAGES: Partial<Record<number, string>> = {
  401: AR.http.unauthorized,
  404: AR.http.notFound,
  410: AR.http.notFound,
  413: AR.images.tooLarge,
};

/** The status and Arabic message a client gets for a refusal the library wrote as `status`. */
export function tusRefusal(status: number): { status: number; message: string } {
  // The client's error, not the server's: a 400, as for any header the library does not accept.
  // A 5xx would be retried by tus clients (ours too) and counted as an outage.
  if (status === EXTENSION_UNSUPPORTED) return { status: 400, message: AR.images.uploadUnsupported };
  if (status >= 500) return { status, message: AR.http.unavailable };
  return { status, message: MESSAGES[status] ?? AR.http.badRequest };
}

type CancellationContext = Parameters<Server['write']>[0];

/**
 * @tus/server answering every refusal as the rest of the API does: JSON `{ message }` in Arabic.
 * Its header checks (412 Tus-Resumable Required, 400 Invalid upload-length, …) are answered
 * without asking `onResponseError`, in English text; but every refusal, those and the ones its
 * handlers throw, is written by `write`, so it is translated here and only here. The status and
 * the tus headers stay: tus clients act on them.
 */
export class ArabicTusServer extends Server {
  override write(context: CancellationContext, headers: Headers, status: number, body?: string) {
    if (status < 400) return super.write(context, headers, status, body);
    const refusal = tusRefusal(status);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, refusal.status, JSON.stringify({ message: refusal.message }));
  }
}
