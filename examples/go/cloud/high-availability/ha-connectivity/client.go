package main

import (
	"crypto/tls"
	"log"
	"os"

	"go.temporal.io/sdk/client"
)

func main() {
	c, err := client.Dial(client.Options{
		// highlight-next-line
		HostPort:          "payments-prod.abc12.tmprl.cloud:7233",
		Namespace:         "payments-prod.abc12",
		Credentials:       client.NewAPIKeyStaticCredentials(os.Getenv("TEMPORAL_API_KEY")),
		ConnectionOptions: client.ConnectionOptions{TLS: &tls.Config{}},
	})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
