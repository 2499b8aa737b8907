package main

import (
	"net/http"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
)

func clientOptions(token string) client.Options {
	remote := converter.NewRemotePayloadCodec(converter.RemotePayloadCodecOptions{
		Endpoint: "https://codec.example.com/my-namespace",
		ModifyRequest: func(req *http.Request) error {
			req.Header.Set("X-Namespace", "my-namespace")
			req.Header.Set("Authorization", "Bearer "+token)
			return nil
		},
	})
	return client.Options{
		HostPort:  "localhost:7233",
		Namespace: "my-namespace",
		// highlight-next-line
		DataConverter: converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), remote),
	}
}
