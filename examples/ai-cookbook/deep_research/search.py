"""A stub search tool. REPLACE THIS MODULE with a real search provider.

It searches a tiny offline corpus so that the recipe runs with nothing but an OpenAI key.
To use real search, keep the signature of `search` and call your provider instead: a web
search API, an internal document index, or a vector store. Results must stay small; they are
stored in the Workflow's Event History.
"""

import re

from models import SearchResult

_CORPUS = [
    SearchResult(
        title="Retrying model calls without duplicate work",
        url="https://example.com/notes/retries",
        snippet="Transient failures such as HTTP 429 and 503 are common with hosted models. "
        "Retries with exponential back-off and the server's Retry-After value recover most of them; "
        "invalid requests and exhausted quotas should not be retried.",
    ),
    SearchResult(
        title="Timeouts for long model requests",
        url="https://example.com/notes/timeouts",
        snippet="Reasoning models can take minutes to answer. Each call needs its own timeout, "
        "and a separate overall deadline bounds the time spent across retries.",
    ),
    SearchResult(
        title="Idempotent tools for agents",
        url="https://example.com/notes/idempotency",
        snippet="Agent tools that send messages or move money may run twice after a crash. "
        "Passing an idempotency key derived from the run and the tool call prevents duplicates.",
    ),
    SearchResult(
        title="Checkpointing agent state",
        url="https://example.com/notes/checkpoints",
        snippet="Recording every completed step lets an agent resume after a restart instead of "
        "starting over, which saves tokens and avoids repeating side effects.",
    ),
    SearchResult(
        title="Human approval in agent loops",
        url="https://example.com/notes/approval",
        snippet="High-impact actions can pause the agent until a person approves. The wait may "
        "last hours, so the pending state must survive restarts.",
    ),
    SearchResult(
        title="Observing agents in production",
        url="https://example.com/notes/observability",
        snippet="Teams log each model call with its inputs, outputs, token usage and latency, and "
        "trace tool calls, so that a bad answer can be explained after the fact.",
    ),
    SearchResult(
        title="Controlling LLM cost",
        url="https://example.com/notes/cost",
        snippet="Step budgets, token limits per task and caching of completed calls keep agent "
        "spending predictable; re-running a failed pipeline from scratch multiplies cost.",
    ),
]


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 3}


def search(query: str, max_results: int = 3) -> list[SearchResult]:
    """Rank documents by how many query words (or their first five letters) they contain."""
    wanted = {w[:5] for w in _words(query)}
    scored = []
    for index, doc in enumerate(_CORPUS):
        stems = {w[:5] for w in _words(f"{doc.title} {doc.snippet}")}
        score = len(wanted & stems)
        if score:
            scored.append((-score, index, doc))
    scored.sort()
    return [doc for _, _, doc in scored[:max_results]]
