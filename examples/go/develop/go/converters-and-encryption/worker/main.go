package main

import (
	"encoding/hex"
	"log"
	"os"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"

	"example.com/orders/codec"
)

func main() {
	key, err := hex.DecodeString(os.Getenv("PAYLOAD_KEY_HEX")) // 64 hex characters
	if err != nil || len(key) != 32 {
		log.Fatalln("PAYLOAD_KEY_HEX must hold a 32-byte key")
	}
	aesCodec := &codec.AESCodec{KeyID: "2026-01", Keys: map[string][]byte{"2026-01": key}}

	// highlight-start
	dc := converter.NewCodecDataConverter(
		converter.GetDefaultDataConverter(),
		aesCodec, // outermost: runs last on encode, first on decode
		converter.NewZlibCodec(converter.ZlibCodecOptions{AlwaysEncode: true}), // runs first on encode
	)
	// highlight-end

	c, err := client.Dial(client.Options{
		DataConverter: dc,
		// Move error messages and stack traces into an encoded payload so the codec protects them.
		FailureConverter: temporal.NewDefaultFailureConverter(temporal.DefaultFailureConverterOptions{
			DataConverter:          dc,
			EncodeCommonAttributes: true,
		}),
	})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
