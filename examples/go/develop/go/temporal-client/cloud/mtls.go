package cloud

import (
	"crypto/tls"

	"go.temporal.io/sdk/client"
)

func DialWithMTLS(certPath, keyPath string) (client.Client, error) {
	cert, err := tls.LoadX509KeyPair(certPath, keyPath)
	if err != nil {
		return nil, err
	}
	return client.Dial(client.Options{
		HostPort:  "my-namespace.a1b2c.tmprl.cloud:7233",
		Namespace: "my-namespace.a1b2c",
		ConnectionOptions: client.ConnectionOptions{
			TLS: &tls.Config{Certificates: []tls.Certificate{cert}},
		},
	})
}
