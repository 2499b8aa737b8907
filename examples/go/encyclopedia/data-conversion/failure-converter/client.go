package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
)

func newClient(codec converter.PayloadCodec) client.Client {
	dataConverter := converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), codec)
	c, err := client.Dial(client.Options{
		HostPort:      "localhost:7233",
		Namespace:     "default",
		DataConverter: dataConverter,
		// highlight-start
		FailureConverter: temporal.NewDefaultFailureConverter(temporal.DefaultFailureConverterOptions{
			DataConverter:          dataConverter,
			EncodeCommonAttributes: true,
		}),
		// highlight-end
	})
	if err != nil {
		log.Fatalln("unable to create Temporal Client", err)
	}
	return c
}
