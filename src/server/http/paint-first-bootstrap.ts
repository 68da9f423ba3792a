import 'server-only';
import { HYDRATED_EVENT } from '@/shared/hydration-event';

/** Scripts waiting for the first paint: what paint-first.ts turns `<script src async>` into. */
export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-deferred-src';

// How long clicks wait for the hydration signal before they are let through as they come.
const RELEASE_AFTER_MS = 10_000;

/**
 * The one inline script of a paint-first page, run from the head. After the first frame it loads the
 * page's scripts, so the browser paints the server's HTML before it runs them. Until the page has
 * hydrated, a click on a button is held and replayed after it (as Angular's and Qwik's event replay
 * do), so a visitor quicker than the scripts loses nothing. Links work without scripts and pass.
 */
export const PAINT_FIRST_BOOTSTRAP = `(function () {
  var held = [];
  var loaded = false;
  var released = false;
  function hold(event) {
    var button = event.isTrusted && event.target instanceof Element && event.target.closest('button,[role="button"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  }
  function release() {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    held.splice(0).forEach(function (button) { if (button.isConnected) button.click(); });
  }
  function load() {
    if (loaded) return;
    loaded = true;
    document.querySelectorAll('script[${DEFERRED_SCRIPT_ATTRIBUTE}]').forEach(function (placeholder) {
      var script = document.createElement('script');
      script.src = placeholder.getAttribute('${DEFERRED_SCRIPT_ATTRIBUTE}');
      script.async = true;
      script.nonce = placeholder.nonce;
      document.head.appendChild(script);
    });
    setTimeout(release, ${RELEASE_AFTER_MS});
  }
  function afterFirstFrame() {
    requestAnimationFrame(function () { setTimeout(load, 0); });
    // A tab opened in the background draws no frame until it is shown.
    setTimeout(load, 1000);
  }
  document.addEventListener('click', hold, true);
  addEventListener('${HYDRATED_EVENT}', release);
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterFirstFrame);
  else afterFirstFrame();
})();`;
