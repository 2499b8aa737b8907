package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"

	"example.com/app/codec"
)

func main() {
	// region: data-converter
	// loadKeysFromKMS is your own function that fetches keys from your key store.
	dc := converter.NewCodecDataConverter(
		converter.GetDefaultDataConverter(),
		// highlight-next-line
		&codec.Codec{ActiveKeyID: "2025-06", Keys: loadKeysFromKMS()},
	)
	c, err := client.Dial(client.Options{
		HostPort:      "my-namespace.a1b2c.tmprl.cloud:7233",
		Namespace:     "my-namespace.a1b2c",
		DataConverter: dc,
	})
	// endregion: data-converter
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
