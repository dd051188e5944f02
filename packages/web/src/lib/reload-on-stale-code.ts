const reloadedAtKey = "club.stale-code-reload-at";
/** A second failure this soon after reloading is not a redeploy (the server or the network is down): no loop. */
const reloadPause = 60_000;

/**
 * After the portal is redeployed, a tab opened before it asks for page chunks the new build no longer has. Vite
 * reports the failed import as `vite:preloadError`; reloading fetches the new index.html and the page the member
 * was heading to (the wizards keep their progress in the tab). If the reload does not help, the import fails as
 * usual and the route's error page says so. A browser that is offline has not lost the code but the network: a
 * reload would put the browser's own offline page in place of the page and what was typed in it.
 */
export function reloadOnStaleCode(target: Window = window) {
  target.addEventListener("vite:preloadError", (event) => {
    if (target.navigator.onLine === false) return;
    const reloadedAt = Number(target.sessionStorage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - reloadedAt < reloadPause) return;
    target.sessionStorage.setItem(reloadedAtKey, String(Date.now()));
    event.preventDefault();
    target.location.reload();
  });
}
