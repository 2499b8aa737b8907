// Package keys stands for the reader's key store in the encyclopedia's codec examples (not shown on
// a page). It reads the keys from the environment:
//
//	CODEC_KEYS=2026-01:<64 hex digits>,2025-07:<64 hex digits>
//	CODEC_CURRENT_KEY_ID=2026-01
package keys

import (
	"encoding/hex"
	"os"
	"strings"
)

// CurrentID is the ID of the key that encrypts new Payloads.
func CurrentID() string { return os.Getenv("CODEC_CURRENT_KEY_ID") }

// All returns every known key by ID, so that Payloads encrypted with an older key stay readable.
func All() map[string][]byte {
	all := map[string][]byte{}
	for _, entry := range strings.Split(os.Getenv("CODEC_KEYS"), ",") {
		id, hexKey, ok := strings.Cut(strings.TrimSpace(entry), ":")
		if !ok {
			continue
		}
		if key, err := hex.DecodeString(hexKey); err == nil && len(key) == 32 {
			all[id] = key
		}
	}
	return all
}
