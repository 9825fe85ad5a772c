// The one script a server-rendered page (server/web/ssr.ts) names itself; a file, as the CSP allows no
// inline script. Five jobs, all about the moment between the page's first paint and the app taking it over:
//
// 1. It starts the app after the first paint. The HTML already shows the page; fetched alongside it, the
//    app's 200 kB of code would share a slow link with the stylesheet and the photo the page paints
//    first, and delay that paint. The server moved the app's script and preloads here (data-app,
//    data-preload); they are added to the page once the browser reports its first contentful paint.
//    The page's own lazily loaded code (data-page-preload: a city list's route and list) is asked for
//    right after, a few files per task: each link costs its task about half a millisecond, and fifty in
//    one go (as Vite's preload helper adds them when the router imports the page) made a long task. The
//    helper finds them in place and adds none of its own.
// 2. Taps made before the app is live would do nothing: a button's handler is not attached yet. They
//    are held here, and main.tsx replays them once the page is live. Links are left alone: they navigate
//    by themselves.
//    Text typed into a field before then is noted too, and handed to the app (main.tsx).
// 3. A photo that fails to load before the app is live (React hears no error event fired before it takes
//    the page over) shows its gradient placeholder, not a broken-image box: see swapBrokenPhotos below.
// 4. The browser's offer to install the app, made before the app's code has come, is kept for it (below).
// 5. On a Hindi page, the Devanagari font's semibold weight is asked for after the first paint, and declared
//    once its file has loaded (loadSemibold, below).
(function swapBrokenPhotos() {
  // An <img data-fallback="<css gradient>"> (client/src/components/usePhotoFailure.ts) that fails: its box
  // takes the gradient, and the image and its loading pulse ([data-photo-pending]) are hidden. Once
  // mounted, the component finds the failure itself and draws its full placeholder over this one.
  function showFallback(img) {
    var gradient = img.getAttribute('data-fallback');
    var box = img.parentElement;
    if (!gradient || !box || img.hasAttribute('data-failed')) return;
    img.setAttribute('data-failed', '');
    img.style.visibility = 'hidden';
    box.style.background = gradient;
    var pending = box.querySelectorAll('[data-photo-pending]');
    for (var i = 0; i < pending.length; i++) pending[i].style.display = 'none';
  }
  // Error events do not bubble, but the document sees them in the capture phase.
  document.addEventListener(
    'error',
    function (event) {
      var t = event.target;
      if (t && t.tagName === 'IMG' && t.hasAttribute('data-fallback')) showFallback(t);
    },
    true,
  );
  // This script is async: photos that failed before it ran. A complete image that will not decode is broken.
  var photos = document.querySelectorAll('img[data-fallback]');
  for (var i = 0; i < photos.length; i++) {
    (function (img) {
      if (img.complete && img.getAttribute('src') && img.decode)
        img.decode().then(null, function () {
          showFallback(img);
        });
    })(photos[i]);
  }
})();

// The browser's offer to install the app (`beforeinstallprompt`) can come before the app's code: it is
// kept here for the app's "Download App" (features/offline/install.ts), as the app would keep it.
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.__installPrompt = event;
});
window.addEventListener('appinstalled', function () {
  window.__installPrompt = undefined;
});

(function () {
  var script = document.currentScript;
  var held = [];
  var TARGETS =
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], label, input[type="checkbox"], input[type="radio"]';
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

  // Text typed into a field before the app is live: the field keeps it, but the app's state does not know
  // it, and its next render of the field would put back what the server drew. The fields typed into are
  // noted here, and main.tsx hands each one's text to the app once the page is live.
  var typed = [];
  function note(event) {
    if (document.documentElement.hasAttribute('data-live')) return;
    var target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (target.type === 'checkbox' || target.type === 'radio' || target.type === 'file') return;
    // The text as typed: the app's first renders may put back the server's before it is live.
    for (var i = 0; i < typed.length; i++) if (typed[i].field === target) typed.splice(i, 1);
    typed.push({ field: target, value: target.value });
  }
  document.addEventListener('input', note, true);
  window.__takeEarlyTyping = function () {
    document.removeEventListener('input', note, true);
    var taken = typed;
    typed = [];
    return taken;
  };

  // The semibold weight of the Devanagari font, named by the server in a Hindi page's font <style>
  // (server/web/language.ts): declared only once its file is here. A face declared while it loads draws its
  // text in the next family of the list, and without a Devanagari font of the device's own that is empty
  // boxes, on more lines than the font takes. Until then the headings use the regular face, made bold. Asked
  // for after the first paint, after the app: before, its 54 kB would share the link with what is painted.
  function loadSemibold() {
    var style = document.querySelector('style[data-devanagari][data-semibold]');
    if (!style || typeof FontFace !== 'function' || !document.fonts) return;
    var url = style.getAttribute('data-semibold');
    if (!/^\/assets\/[\w.-]+\.woff2$/.test(url)) return;
    var face = new FontFace('Noto Sans Devanagari', 'url(' + url + ') format("woff2")', {
      weight: '600',
      style: 'normal',
      display: 'swap',
    });
    face.load().then(
      function () {
        document.fonts.add(face);
      },
      function () {
        // No semibold file: the regular face, made bold, stays.
      },
    );
  }

  var app = script && script.getAttribute('data-app');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (app) startApp();
    loadSemibold();
  }
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  var PAGE_PRELOADS_PER_TASK = 6;
  function preloadInTasks(hrefs) {
    for (var i = 0; i < PAGE_PRELOADS_PER_TASK && hrefs.length; i++) preload(hrefs.shift());
    if (hrefs.length) setTimeout(preloadInTasks, 0, hrefs);
  }
  function startApp() {
    var preloads = (script.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) if (preloads[i]) preload(preloads[i]);
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = app;
    document.head.appendChild(main);
    var pagePreloads = (script.getAttribute('data-page-preload') || '').split(' ').filter(Boolean);
    if (pagePreloads.length) setTimeout(preloadInTasks, 0, pagePreloads);
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    // No paint timing in this browser: start at once, as a plain page would.
    start();
    return;
  }
  // A page opened in a background tab paints only when shown; its app still starts.
  setTimeout(start, 3000);
})();
