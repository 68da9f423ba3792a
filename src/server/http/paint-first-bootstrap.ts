import 'server-only';
import { HYDRATED_EVENT } from '@/shared/hydration-event';

/** One script the page loads after its first frame, with the attributes it came with. */
export type DeferredScript = { src: string; integrity?: string; crossOrigin?: string };

// After this long without the hydration signal, new clicks pass as they come (the held ones still wait).
const HOLD_FOR_MS = 10_000;

/** JSON that is safe inside an inline script: no `</script>` or `<!--` can close or open anything. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The one inline script of a paint-first page, run from the head. After the first frame it loads the
 * page's scripts, named here and nowhere in the markup, so nothing in the page can add a script the
 * CSP would refuse. Until the page has hydrated, a click on a button is held; once it has, each held
 * button is clicked once again, in order (as Angular's and Qwik's event replay do), so a visitor
 * quicker than the scripts loses nothing and an impatient double tap does not undo itself. Links work
 * without scripts and pass.
 */
export function paintFirstBootstrap(scripts: DeferredScript[]): string {
  return `(function () {
  var scripts = ${inlineJson(scripts)};
  var held = [];
  var loaded = false;
  function hold(event) {
    var button = event.isTrusted && event.target instanceof Element && event.target.closest('button,[role="button"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some(function (click) { return click.button === button; })) held.push({ button: button, event: event });
  }
  function stopHolding() {
    document.removeEventListener('click', hold, true);
  }
  function replay() {
    stopHolding();
    held.splice(0).forEach(function (click) {
      if (click.button.isConnected) click.button.dispatchEvent(new MouseEvent('click', click.event));
    });
  }
  function load() {
    if (loaded) return;
    loaded = true;
    scripts.forEach(function (entry) {
      var script = document.createElement('script');
      script.src = entry.src;
      script.async = true;
      if (entry.integrity) script.integrity = entry.integrity;
      if (entry.crossOrigin) script.crossOrigin = entry.crossOrigin;
      document.head.appendChild(script);
    });
    setTimeout(stopHolding, ${HOLD_FOR_MS});
  }
  function afterFirstFrame() {
    requestAnimationFrame(function () { setTimeout(load, 0); });
    // A tab opened in the background draws no frame until it is shown.
    setTimeout(load, 1000);
  }
  document.addEventListener('click', hold, true);
  addEventListener('${HYDRATED_EVENT}', replay);
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterFirstFrame);
  else afterFirstFrame();
})();`;
}
