// The only module that talks to the server (docs/api.md). It keeps the game id in
// localStorage and returns plain game views; errors become ApiError with the API's code.

const GAME_KEY = "biritch.game";

export class ApiError extends Error {
  constructor(status, code, detail) {
    super(detail || code);
    this.status = status;
    this.code = code;
    this.detail = detail || "";
  }
}

async function request(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch (err) {
    throw new ApiError(0, "network", String(err && err.message ? err.message : err));
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const code = (data && data.code) || (response.status >= 500 ? "server" : "unknown");
    const detail = data && typeof data.detail === "string" ? data.detail : response.statusText;
    throw new ApiError(response.status, code, detail);
  }
  return data;
}

export function storedGameId() {
  try {
    return localStorage.getItem(GAME_KEY);
  } catch {
    return null;
  }
}

function remember(view) {
  try {
    localStorage.setItem(GAME_KEY, view.id);
  } catch {
    /* private mode: the game just won't survive a reload */
  }
  return view;
}

export async function createGame(scoring) {
  // Without a scoring the server starts a rubber, as it always has.
  const body = scoring ? { scoring } : undefined;
  return remember(await request("POST", "/api/games", body));
}

export async function getGame(id) {
  return remember(await request("GET", `/api/games/${encodeURIComponent(id)}`));
}

/** The newest page of the game's earlier deals (finished or abandoned):
 * {deals, total, next_before}. */
export async function getHistory(id, size = 50) {
  return request("GET", `/api/games/${encodeURIComponent(id)}/history?size=${size}`);
}

/** The game as it stands, without making it the remembered one (for background checks). */
export async function peekGame(id) {
  return request("GET", `/api/games/${encodeURIComponent(id)}`);
}

/** The stored game, or a new one when none is stored or the server forgot it (404). */
export async function loadGame() {
  const id = storedGameId();
  if (id) {
    try {
      return { view: await getGame(id), created: false };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      return { view: await createGame(), created: true, lost: true };
    }
  }
  return { view: await createGame(), created: true };
}

/** One action with the version it was decided on; the server refuses it if stale. */
export async function sendAction(view, action) {
  const body = { version: view.version, ...action };
  return remember(
    await request("POST", `/api/games/${encodeURIComponent(view.id)}/actions`, body),
  );
}

/** What the bot would do in the person's place now (409 `illegal` when not their turn). */
export async function getHint(id) {
  return request("GET", `/api/games/${encodeURIComponent(id)}/hint`);
}

/** The finished deal's review (409 `unfinished_deal` before the end). */
export async function getReview(id) {
  return request("GET", `/api/games/${encodeURIComponent(id)}/review`);
}
