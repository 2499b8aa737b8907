package main

import (
	"log"
	"os"

	"go.temporal.io/sdk/client"
)

// Not shown on the page: remote_codec.go defines clientOptions.
func main() {
	c, err := client.Dial(clientOptions(os.Getenv("CODEC_TOKEN")))
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()
}
