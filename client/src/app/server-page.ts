import type { LandingAnswer } from '../features/cars/cars-api';
import { SESSION_TOKEN_KEY } from '../shared/session/storage';

/** The element of a server-rendered page that holds the answers it was rendered with (JSON). */
export const ANSWERS_ELEMENT_ID = 'landing-answers';

/**
 * Runs while the page is parsed, right after #root: the server renders pages as a visitor who is
 * not signed in, so a signed-in visitor's browser drops that markup before it is ever painted and
 * renders the page itself, with the account's own data (main.tsx).
 */
export const DROP_FOR_SIGNED_IN = `try{localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)})&&(document.getElementById('root').textContent='')}catch(e){}`;

/** JSON inside <script>: nothing in it can end the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The answers a server-rendered page came with (the server wrote them), or null when there is no server markup to hydrate. */
export function serverAnswers(root: HTMLElement): LandingAnswer[] | null {
  const element = document.getElementById(ANSWERS_ELEMENT_ID);
  return element && root.firstElementChild ? (JSON.parse(element.textContent!) as LandingAnswer[]) : null;
}
