package main

import "net/http"

// Not shown on the page: main.go calls these "your own functions".

// loadKeysFromKMS stands for fetching the key map from your key-management service.
func loadKeysFromKMS() map[string][]byte { return map[string][]byte{"2025-06": make([]byte, 32)} }

// withAuthAndCORS stands for your authentication check and CORS headers.
func withAuthAndCORS(next http.Handler) http.Handler { return next }
