/**
 * Runs in the head of a page the server rendered (entry-server.tsx), allowed by its digest in the
 * Content-Security-Policy. The page is readable long before its scripts hydrate it, and on a slow
 * line a visitor presses its buttons meanwhile (the listings' filters): React is not there yet to
 * hear them. This keeps every button press and form submission made before `html[data-hydrated]`
 * (set once the page answers, app.tsx) and presses the same button (or submits the same form)
 * again once it is: the same element, which hydration keeps, or the element of the same kind at
 * the same place (child indexes from <html>) if React drew that part anew. Links are left to the
 * browser: they navigate without any script. Plain ES5, about 800 bytes (under 500 compressed):
 * it is part of every such page.
 */
export const QUEUE_EARLY_CLICKS =
  '(function(d,h){var q=[],H="data-hydrated",E=["click","submit"];' +
  // A press on a button, or a form sent: kept with its element and the element's place.
  'function keep(e){if(h.hasAttribute(H))return;' +
  'var t=e.target,el=e.type=="submit"?t:t.closest&&t.closest("button");if(!el)return;' +
  'e.preventDefault();e.stopPropagation();' +
  'for(var at=[],n=el;n.parentElement;n=n.parentElement)at.unshift([].indexOf.call(n.parentElement.children,n));' +
  'q.push([el,at])}' +
  'E.forEach(function(t){d.addEventListener(t,keep,true)});' +
  // Once the page answers: each again, in order, then nothing more is kept.
  'new MutationObserver(function(m,o){if(!h.hasAttribute(H))return;o.disconnect();' +
  'E.forEach(function(t){d.removeEventListener(t,keep,true)});' +
  'q.forEach(function(c){var el=c[0];if(!el.isConnected)for(var i=0,el=h;el&&i<c[1].length;i++)el=el.children[c[1][i]];' +
  'if(el&&el.tagName==c[0].tagName)el.tagName=="FORM"?el.requestSubmit():el.click()})' +
  '}).observe(h,{attributeFilter:[H]})})(document,document.documentElement)';
