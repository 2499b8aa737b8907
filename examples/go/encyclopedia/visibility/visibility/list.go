package app

// region: list-workflows
import (
	"context"
	"fmt"

	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
)

func listRunningOrders(ctx context.Context, c client.Client) error {
	query := "WorkflowType = 'OrderWorkflow' AND ExecutionStatus = 'Running'"
	var token []byte
	for {
		resp, err := c.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{
			Query:         query,
			NextPageToken: token,
		})
		if err != nil {
			return err
		}
		for _, e := range resp.GetExecutions() {
			fmt.Println(e.GetExecution().GetWorkflowId(), e.GetStatus())
		}
		token = resp.GetNextPageToken()
		if len(token) == 0 {
			break
		}
	}
	count, err := c.CountWorkflow(ctx, &workflowservice.CountWorkflowExecutionsRequest{Query: query})
	if err != nil {
		return err
	}
	fmt.Println("running orders:", count.GetCount())
	return nil
}

// endregion: list-workflows
