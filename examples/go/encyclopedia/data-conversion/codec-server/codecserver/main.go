package main

import (
	"log"
	"net/http"
	"os"

	"go.temporal.io/sdk/converter"

	"example.com/shop/codec"
	"example.com/shop/keys"
)

func withCORSAndAuth(allowedOrigin string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", allowedOrigin)
		h.Set("Access-Control-Allow-Methods", "POST, OPTIONS")
		h.Set("Access-Control-Allow-Headers", "Content-Type, X-Namespace, Authorization")
		h.Set("Access-Control-Allow-Credentials", "true")
		h.Set("Vary", "Origin")
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		// highlight-start
		// Replace with real checks: verify the bearer token and that the caller
		// may read the Namespace named in X-Namespace.
		if r.Header.Get("X-Namespace") == "" {
			http.Error(w, "missing X-Namespace", http.StatusUnauthorized)
			return
		}
		// highlight-end
		next.ServeHTTP(w, r)
	})
}

func main() {
	origin := os.Getenv("UI_ORIGIN") // for example https://cloud.temporal.io
	handler := converter.NewPayloadCodecHTTPHandler(
		&codec.EncryptionCodec{CurrentKeyID: keys.CurrentID(), Keys: keys.All()},
	)
	log.Println("Codec Server listening on :8081")
	log.Fatal(http.ListenAndServe(":8081", withCORSAndAuth(origin, handler)))
}
