"""The page's files with long-lived caching by content hash, prepared once at start-up.

index.html is served rewritten and never cached: its stylesheets and module script carry
``?v=<hash of the file>``, and an import map sends every module import (``./api.js``, and
the dynamic ``import("./review.js")`` of a part fetched only when shown) to the versioned
URL, so a browser keeps each file for a year and still fetches a changed one at once. The
stylesheets of those parts are ``disabled`` links (not fetched until the page enables
them), rewritten like the others. Any other URL of a file is served with ``no-cache``
(revalidated by its ETag)."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi.staticfiles import StaticFiles
from starlette.responses import HTMLResponse, Response
from starlette.types import Scope

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
_REFERENCE = re.compile(r'(\s(?:href|src)=")(/(?:css|js)/[^"?#]+)(")')


def _version(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


@dataclass(frozen=True, slots=True)
class WebAssets:
    """The rewritten index page, each file's version, and the hash of the inline import
    map for the Content-Security-Policy (the page has no other inline script)."""

    directory: Path
    index_html: bytes
    versions: dict[str, str]  # "/js/api.js" → "3f2a…"
    script_hashes: tuple[str, ...]

    @classmethod
    def load(cls, directory: Path) -> WebAssets:
        """Hash every file under ``directory`` and rewrite its index.html."""
        versions = {
            "/" + p.relative_to(directory).as_posix(): _version(p.read_bytes())
            for p in sorted(directory.rglob("*"))
            if p.is_file() and p.name != "index.html"
        }
        index = (directory / "index.html").read_text(encoding="utf-8")

        def versioned(m: re.Match[str]) -> str:
            url = m.group(2)
            version = versions.get(url)
            return m.group(0) if version is None else f"{m.group(1)}{url}?v={version}{m.group(3)}"

        index = _REFERENCE.sub(versioned, index)
        imports = {url: f"{url}?v={v}" for url, v in versions.items() if url.endswith(".js")}
        import_map = json.dumps({"imports": imports}, separators=(",", ":"))
        digest = base64.b64encode(hashlib.sha256(import_map.encode()).digest()).decode()
        # The import map must come before the first module script.
        first_script = index.index("<script")
        index = (
            index[:first_script]
            + f'<script type="importmap">{import_map}</script>\n  '
            + index[first_script:]
        )
        return cls(directory, index.encode(), versions, (f"'sha256-{digest}'",))

    def index_response(self) -> Response:
        """index.html, rewritten; revalidated on every load so new versions are seen."""
        return HTMLResponse(self.index_html, headers={"Cache-Control": REVALIDATE})

    def static_files(self) -> StaticFiles:
        """The files, cached for a year when asked for by their current version."""
        return _VersionedFiles(self.versions, directory=self.directory, check_dir=False)


class _VersionedFiles(StaticFiles):
    def __init__(self, versions: dict[str, str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.versions = versions

    def file_response(
        self, full_path: Any, stat_result: Any, scope: Scope, status_code: int = 200
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        query = scope.get("query_string", b"").decode("latin-1")
        version = self.versions.get(scope.get("path", ""))
        fresh = version is not None and f"v={version}" in query.split("&")
        response.headers["Cache-Control"] = IMMUTABLE if fresh else REVALIDATE
        return response
