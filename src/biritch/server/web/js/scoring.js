// The ways to score a game (rubber, Chicago, Chicago with IMPs against the points target):
// what the first screen needs of them. The Chicago's sheet (chicago.js) and the result's
// lines (result.js) are parts fetched when shown.

/** A signed number as the sheet writes it: +140, −100, 0. */
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return "0";
}

/** Which key to use for a word that differs between a rubber and a Chicago. */
export function scoringKey(view, key) {
  return view?.scoring && view.scoring !== "rubber" ? `${key}_chicago` : key;
}

/** The choice of scoring beside «Новая игра»: a select showing the current game's. */
export function syncScoringChoice(view) {
  const select = document.getElementById("scoring");
  if (!select || !view || select.dataset.game === view.id) return;
  select.dataset.game = view.id;
  select.value = view.scoring || "rubber";
}
