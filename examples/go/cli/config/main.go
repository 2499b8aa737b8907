package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
)

func main() {
	// Reads temporal.toml and TEMPORAL_* environment variables.
	opts, err := envconfig.LoadClientOptions(envconfig.LoadClientOptionsRequest{
		ConfigFileProfile: "prod",
	})
	if err != nil {
		log.Fatalln("load config", err)
	}
	c, err := client.Dial(opts)
	if err != nil {
		log.Fatalln("dial", err)
	}
	defer c.Close()
}
