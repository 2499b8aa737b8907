package main

import (
	"context"
	"log"
	"os"

	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/encoding/protojson"
)

func main() {
	c, err := client.Dial(client.Options{HostPort: client.DefaultHostPort, Namespace: "default"})
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()

	// highlight-next-line
	iter := c.GetWorkflowHistory(context.Background(), "my-workflow-id", "", false,
		enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	history := &historypb.History{}
	for iter.HasNext() {
		event, err := iter.Next()
		if err != nil {
			log.Fatal(err)
		}
		history.Events = append(history.Events, event)
	}
	data, err := protojson.Marshal(history)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("history.json", data, 0o644); err != nil {
		log.Fatal(err)
	}
}
