package app

// region: dial
import (
	"crypto/tls"

	"go.temporal.io/sdk/client"
)

// mTLS
func dialMTLS(cert tls.Certificate) (client.Client, error) {
	return client.Dial(client.Options{
		HostPort:  "my-namespace.a1b2c.tmprl.cloud:7233",
		Namespace: "my-namespace.a1b2c",
		ConnectionOptions: client.ConnectionOptions{
			TLS: &tls.Config{Certificates: []tls.Certificate{cert}},
		},
	})
}

// API key
func dialAPIKey(apiKey string) (client.Client, error) {
	return client.Dial(client.Options{
		HostPort:          "us-east-1.aws.api.temporal.io:7233",
		Namespace:         "my-namespace.a1b2c",
		ConnectionOptions: client.ConnectionOptions{TLS: &tls.Config{}},
		Credentials:       client.NewAPIKeyStaticCredentials(apiKey),
	})
}

// endregion: dial
