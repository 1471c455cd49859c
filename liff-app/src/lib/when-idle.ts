/**
 * Runs `fn` once the page has loaded and the browser has nothing else to do, so a request that only fills in
 * a detail (the header's unread count) never competes with what the screen shows first. iOS's in-app browsers
 * have no requestIdleCallback: there, a moment after the load. Returns a cancel.
 */
export function whenIdle(fn: () => void, timeoutMs = 4000): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(fn, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
