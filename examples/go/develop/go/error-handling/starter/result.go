package starter

import (
	"context"
	"errors"
	"log"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
)

func WaitForOrder(ctx context.Context, c client.Client, workflowID string) {
	var receipt string
	err := c.GetWorkflow(ctx, workflowID, "").Get(ctx, &receipt)
	var wfErr *temporal.WorkflowExecutionError
	var appErr *temporal.ApplicationError
	switch {
	case err == nil:
		log.Println("receipt", receipt)
	case errors.As(err, &appErr):
		log.Println("business failure", appErr.Type(), appErr.Message())
	case errors.As(err, &wfErr):
		log.Println("workflow did not complete", wfErr)
	default:
		log.Println("could not get result", err) // for example a network error
	}
}
