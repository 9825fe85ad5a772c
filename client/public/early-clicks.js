// Taps on a server-rendered page before the app has taken it over (its code still downloading) would do
// nothing: a button's handler is not attached yet. They are held here, and main.tsx replays them once
// the page is live. Links are left alone: they navigate by themselves. Loaded by server-rendered pages
// only (server/web/ssr.ts), as a file: the CSP allows no inline script.
(function () {
  var held = [];
  var TARGETS = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], label, input[type="checkbox"], input[type="radio"]';
  function hold(event) {
    // Loaded after the page went live (a cached app can be quicker than this file): nothing to hold.
    if (document.documentElement.hasAttribute('data-live')) return;
    var target = event.target instanceof Element ? event.target.closest(TARGETS) : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  window.__takeEarlyClicks = function () {
    document.removeEventListener('click', hold, true);
    var taken = held;
    held = [];
    return taken;
  };
})();
