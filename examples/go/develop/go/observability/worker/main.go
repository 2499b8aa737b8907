package main

import (
	"log"
	"os"

	"go.temporal.io/sdk/client"
)

// Not shown on the page: metrics.go, tracing.go and logging.go each define one way to dial a Client.
// This program picks one by its first argument.
func main() {
	dial := map[string]func() (client.Client, error){
		"metrics": dialWithMetrics,
		"tracing": dialWithTracing,
		"logging": dialWithLogger,
	}[os.Args[len(os.Args)-1]]
	if dial == nil {
		log.Fatalln("usage: worker metrics|tracing|logging")
	}
	c, err := dial()
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
