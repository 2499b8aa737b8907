package main

import (
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
)

func main() {
	// Loads the profile named by TEMPORAL_PROFILE (or "default"), then applies env overrides.
	opts, err := envconfig.LoadDefaultClientOptions()
	if err != nil {
		log.Fatalln(err)
	}
	c, err := client.Dial(opts)
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
