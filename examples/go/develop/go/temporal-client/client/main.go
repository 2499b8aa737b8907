package main

import (
	"log"

	"go.temporal.io/sdk/client"
)

func main() {
	c, err := client.Dial(client.Options{
		HostPort:  "localhost:7233", // client.DefaultHostPort
		Namespace: "default",
	})
	if err != nil {
		log.Fatalln("unable to connect to Temporal", err)
	}
	defer c.Close()
	log.Println("connected")
}
