package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/worker"

	"example.com/shop/codec"
	"example.com/shop/keys"
)

func main() {
	dataConverter := converter.NewCodecDataConverter(
		converter.GetDefaultDataConverter(),
		&codec.EncryptionCodec{CurrentKeyID: keys.CurrentID(), Keys: keys.All()},
	)
	c, err := client.Dial(client.Options{
		HostPort:      "localhost:7233",
		Namespace:     "default",
		// highlight-next-line
		DataConverter: dataConverter,
	})
	if err != nil {
		log.Fatalln("unable to create client", err)
	}
	defer c.Close()

	// The Worker inherits the Client's Data Converter.
	w := worker.New(c, "my-task-queue", worker.Options{})
	// Register Workflows and Activities here.
	if err := w.Run(worker.InterruptCh()); err != nil {
		log.Fatalln("worker stopped", err)
	}
}
