// Turns clicks and keys into intents ({type: "play", card: "SA"}, {type: "call", ...},
// {type: "panel", name}, ...). It knows nothing of the server or of how the table is drawn.

const GROUPS = ".fan, .bid-grid, .bid-specials, .auction-grid, .menu, .controls, .tools";

function intentOf(el) {
  const d = el.dataset;
  switch (d.intent) {
    case "play":
      return { type: "play", card: d.card, seat: d.seat };
    case "call":
      return { type: "call", call: d.call };
    case "panel":
      return { type: "panel", name: d.panel };
    case "explain":
      return { type: "explain", key: d.key };
    case "next_deal":
    case "restart":
    case "new_game":
    case "lang":
    case "confirm_yes":
    case "confirm_no":
    case "hint":
    case "undo":
    case "claim_open":
    case "claim_send":
    case "last_trick":
      return { type: d.intent };
    case "review_goto":
      return { type: "review_goto", step: Number(d.step) };
    default:
      return null;
  }
}

function moveFocus(from, key) {
  const group = from.closest(GROUPS);
  if (!group) return false;
  const items = [...group.querySelectorAll("button:not([disabled])")];
  const i = items.indexOf(from);
  if (i < 0 || !items.length) return false;
  let j = i;
  if (key === "ArrowLeft" || key === "ArrowUp") j = i - 1;
  if (key === "ArrowRight" || key === "ArrowDown") j = i + 1;
  if (key === "Home") j = 0;
  if (key === "End") j = items.length - 1;
  j = (j + items.length) % items.length;
  items[j].focus();
  return true;
}

/** Listen on the whole document; call `onIntent(intent)` for each user intent. */
export function listen(onIntent) {
  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-intent]");
    if (!el || el.disabled) return;
    const intent = intentOf(el);
    if (intent) {
      event.preventDefault();
      onIntent(intent);
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const el = document.activeElement;
    if (!el || el.tagName !== "BUTTON") return;
    if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) {
      if (moveFocus(el, event.key)) event.preventDefault();
    }
  });
  document.addEventListener("change", (event) => {
    const el = event.target;
    if (el && el.dataset && el.dataset.intent === "autoplay") {
      onIntent({ type: "autoplay", value: el.checked });
    }
  });
  const scale = document.getElementById("scale");
  scale.addEventListener("input", () => onIntent({ type: "scale", value: Number(scale.value) }));
}
