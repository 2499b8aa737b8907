package main

import (
	"log/slog"
	"os"

	"go.temporal.io/sdk/client"
	tlog "go.temporal.io/sdk/log"
)

func dialWithLogger() (client.Client, error) {
	logger := tlog.NewStructuredLogger(slog.New(slog.NewJSONHandler(os.Stdout, nil)))
	return client.Dial(client.Options{Logger: logger})
}
