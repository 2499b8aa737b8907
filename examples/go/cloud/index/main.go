package main

import (
	"crypto/tls"
	"log"
	"os"

	"go.temporal.io/sdk/client"
)

func main() {
	// An API key authenticates the connection; Temporal Cloud only accepts TLS.
	c, err := client.Dial(client.Options{
		HostPort:  "us-east-1.aws.api.temporal.io:7233", // regional endpoint for API key auth
		Namespace: "my-namespace.abc12",
		// highlight-next-line
		Credentials:       client.NewAPIKeyStaticCredentials(os.Getenv("TEMPORAL_API_KEY")),
		ConnectionOptions: client.ConnectionOptions{TLS: &tls.Config{}},
	})
	if err != nil {
		log.Fatalln("unable to connect to Temporal Cloud:", err)
	}
	defer c.Close()
	log.Println("connected")
}
