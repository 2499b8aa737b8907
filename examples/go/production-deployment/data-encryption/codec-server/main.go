package main

import (
	"log"
	"net/http"

	"go.temporal.io/sdk/converter"

	"example.com/app/codec"
)

func main() {
	// loadKeysFromKMS and withAuthAndCORS are your own functions.
	handler := converter.NewPayloadCodecHTTPHandler(&codec.Codec{ActiveKeyID: "2025-06", Keys: loadKeysFromKMS()})
	http.Handle("/", withAuthAndCORS(handler)) // verify the caller's token, allow the UI origin
	log.Fatal(http.ListenAndServeTLS(":8443", "server.pem", "server.key", nil))
}
