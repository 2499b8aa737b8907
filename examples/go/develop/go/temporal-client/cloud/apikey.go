package cloud

import (
	"crypto/tls"
	"os"

	"go.temporal.io/sdk/client"
)

func DialWithAPIKey() (client.Client, error) {
	return client.Dial(client.Options{
		HostPort:  "us-east-1.aws.api.temporal.io:7233", // the Namespace's regional endpoint
		Namespace: "my-namespace.a1b2c",                  // Namespace name plus account ID
		// highlight-start
		Credentials: client.NewAPIKeyStaticCredentials(os.Getenv("TEMPORAL_API_KEY")),
		ConnectionOptions: client.ConnectionOptions{
			TLS: &tls.Config{},
		},
		// highlight-end
	})
}
