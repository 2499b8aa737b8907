package main

import (
	"context"
	"crypto/tls"
	"fmt"
	"log"
	"os"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func ComposeGreeting(ctx context.Context, name string) (string, error) {
	return fmt.Sprintf("Hello, %s, from Temporal Cloud", name), nil
}

func GreetingWorkflow(ctx workflow.Context, name string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 10 * time.Second,
	})
	var greeting string
	err := workflow.ExecuteActivity(ctx, ComposeGreeting, name).Get(ctx, &greeting)
	return greeting, err
}

func main() {
	c, err := client.Dial(client.Options{
		HostPort:  "us-east-1.aws.api.temporal.io:7233",
		Namespace: "my-namespace.abc12",
		// highlight-next-line
		Credentials:       client.NewAPIKeyStaticCredentials(os.Getenv("TEMPORAL_API_KEY")),
		ConnectionOptions: client.ConnectionOptions{TLS: &tls.Config{}},
	})
	if err != nil {
		log.Fatalln("dial:", err)
	}
	defer c.Close()

	w := worker.New(c, "my-task-queue", worker.Options{})
	w.RegisterWorkflow(GreetingWorkflow)
	w.RegisterActivity(ComposeGreeting)
	if err := w.Start(); err != nil {
		log.Fatalln("worker:", err)
	}
	defer w.Stop()

	run, err := c.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{
		ID:        fmt.Sprintf("greeting-%d", time.Now().UnixNano()),
		TaskQueue: "my-task-queue",
	}, GreetingWorkflow, "operator")
	if err != nil {
		log.Fatalln("start:", err)
	}
	var result string
	if err := run.Get(context.Background(), &result); err != nil {
		log.Fatalln("result:", err)
	}
	log.Println(result)
}
