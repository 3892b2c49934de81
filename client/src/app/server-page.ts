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

/**
 * Starts the app's scripts on a page the server rendered once its largest photos (those the page
 * asks for with high priority) have arrived, or right after the first frame when it has none: the
 * page is readable without them, and on a slow line they would share it with the photo. The entry
 * is named by the element's `data-entry` (index.html's module script, which the server takes out).
 * A click before the scripts arrive follows links as any page does.
 */
export const START_AFTER_CONTENT =
  "(function(src){var started=0;function start(){if(started++)return;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=src;document.head.appendChild(s)}" +
  "var waiting=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete});var left=waiting.length;" +
  'if(!left)return requestAnimationFrame(function(){setTimeout(start)});' +
  "waiting.forEach(function(i){function done(){--left||start()}i.addEventListener('load',done);i.addEventListener('error',done)});setTimeout(start,3000)})(document.currentScript.dataset.entry)";

/** JSON inside <script>: nothing in it can end the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The answers a server-rendered page came with (the server wrote them), or null when there is no server markup to hydrate. */
export function serverAnswers(root: HTMLElement): LandingAnswer[] | null {
  const element = document.getElementById(ANSWERS_ELEMENT_ID);
  return element && root.firstElementChild ? (JSON.parse(element.textContent) as LandingAnswer[]) : null;
}
