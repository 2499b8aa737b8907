package main

import "go.temporal.io/sdk/converter"

// Not shown on the page: client.go defines newClient; any PayloadCodec can be passed in.
func main() {
	c := newClient(converter.NewZlibCodec(converter.ZlibCodecOptions{}))
	defer c.Close()
}
