package main

import "log"

// region: load-profile
import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
)

func newClient() (client.Client, error) {
	// Reads TEMPORAL_CONFIG_FILE / TEMPORAL_PROFILE, the file, then the environment variables.
	opts, err := envconfig.LoadClientOptions(envconfig.LoadClientOptionsRequest{})
	if err != nil {
		return nil, err
	}
	return client.Dial(opts)
}

// endregion: load-profile

func main() {
	c, err := newClient()
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
