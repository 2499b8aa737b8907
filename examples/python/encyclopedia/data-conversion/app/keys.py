"""The encryption keys of the sample app, by key ID (not shown on the pages).

Load keys from your secret manager or KMS in production; this sample reads them from
ENCRYPTION_KEYS, a comma-separated list of <key-id>=<64 hex digits>, newest first.
"""

import os
from typing import Dict


def all_keys() -> Dict[str, bytes]:
    keys: Dict[str, bytes] = {}
    for item in os.environ["ENCRYPTION_KEYS"].split(","):
        key_id, _, hex_key = item.strip().partition("=")
        keys[key_id] = bytes.fromhex(hex_key)
    return keys


def current_id() -> str:
    """The key that encrypts new payloads: the first one listed."""
    return next(iter(all_keys()))
