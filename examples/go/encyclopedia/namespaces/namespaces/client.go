package app

import "go.temporal.io/sdk/client"

func dial() (client.Client, error) {
	// region: namespace
	c, err := client.Dial(client.Options{
		HostPort:  "localhost:7233",
		// highlight-next-line
		Namespace: "my-namespace",
	})
	// endregion: namespace
	return c, err
}
