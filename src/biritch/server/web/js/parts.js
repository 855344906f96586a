// Parts of the page that a new deal's auction does not show, fetched the first time they
// are drawn: the result of a finished deal, the score sheets, the history and the review.
// Each is a module and its stylesheets. The module comes through the import map and the
// stylesheets are `disabled` links of index.html (so not fetched until enabled), all by
// their hashed names and cached for a year; the first load then carries only what the
// first screen needs. render.js asks for a part while drawing and draws a placeholder
// until it is here; the page redraws when it arrives.

const PARTS = {
  result: { module: () => import("./result.js"), sheets: ["css-result"] },
  sheet: { module: () => import("./sheet.js"), sheets: ["css-panel", "css-sheet"] },
  chicago: { module: () => import("./chicago.js"), sheets: ["css-panel", "css-sheet"] },
  history: { module: () => import("./history.js"), sheets: ["css-panel", "css-history"] },
  review: { module: () => import("./review.js"), sheets: ["css-panel", "css-review"] },
};

const loaded = {};
const loading = new Set();
let failed = false;
let onArrival = () => {};
let onFailure = () => {};

/** Who to tell when a part has arrived (to redraw) or could not be fetched. */
export function whenParts(arrived, failure) {
  onArrival = arrived;
  onFailure = failure;
}

/** Enable a stylesheet of index.html; resolves once it applies. */
function enableSheet(id) {
  const link = document.getElementById(id);
  if (!link || !link.disabled) return Promise.resolve();
  return new Promise((resolve, reject) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", () => reject(new Error(`${link.href}: not loaded`)), {
      once: true,
    });
    link.disabled = false;
    if (link.sheet) resolve(); // a browser that fetched it while it was disabled
  });
}

/** The part's module if it is here, else null (and it is on its way, unless a fetch
 * failed since the person last did something: see `retryParts`). */
export function part(name) {
  if (loaded[name]) return loaded[name];
  if (!failed && !loading.has(name)) {
    const { module, sheets } = PARTS[name];
    loading.add(name);
    Promise.all([module(), ...sheets.map(enableSheet)]).then(
      ([mod]) => {
        loading.delete(name);
        loaded[name] = mod;
        onArrival(name);
      },
      (err) => {
        loading.delete(name);
        failed = true; // not again at every redraw: after the person's next action
        onFailure(err);
      },
    );
  }
  return null;
}

/** True while a part is on its way (the page is not fully drawn yet). */
export function partsLoading() {
  return loading.size > 0;
}

/** Let a part that failed to arrive be asked for again. */
export function retryParts() {
  failed = false;
}
