package app

import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
)

func dial(myCodec converter.PayloadCodec) (client.Client, error) {
	// region: data-converter
	c, err := client.Dial(client.Options{
		HostPort:  "localhost:7233",
		Namespace: "default",
		// highlight-next-line
		DataConverter: converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), myCodec),
	})
	// endregion: data-converter
	return c, err
}
