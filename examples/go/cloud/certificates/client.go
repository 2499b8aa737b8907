package main

import (
	"crypto/tls"
	"log"

	"go.temporal.io/sdk/client"
)

func main() {
	cert, err := tls.LoadX509KeyPair("client.pem", "client.key")
	if err != nil {
		log.Fatalln("load key pair:", err)
	}
	c, err := client.Dial(client.Options{
		HostPort:  "my-namespace.abc12.tmprl.cloud:7233",
		Namespace: "my-namespace.abc12",
		ConnectionOptions: client.ConnectionOptions{
			// highlight-next-line
			TLS: &tls.Config{Certificates: []tls.Certificate{cert}},
		},
	})
	if err != nil {
		log.Fatalln("dial:", err)
	}
	defer c.Close()
}
