package main

import (
	"encoding/hex"
	"log"
	"net/http"
	"os"

	"go.temporal.io/sdk/converter"

	"example.com/orders/codec"
)

func main() {
	key, err := hex.DecodeString(os.Getenv("PAYLOAD_KEY_HEX"))
	if err != nil {
		log.Fatalln(err)
	}
	aesCodec := &codec.AESCodec{KeyID: "2026-01", Keys: map[string][]byte{"2026-01": key}}

	// Same codecs, in the same order, as the Workers. Serves POST /encode and POST /decode.
	// Add authentication and CORS for your Web UI origin in front of it before exposing it.
	// highlight-next-line
	handler := converter.NewPayloadCodecHTTPHandler(aesCodec, converter.NewZlibCodec(converter.ZlibCodecOptions{}))
	log.Fatal(http.ListenAndServe("127.0.0.1:8081", handler))
}
