package ops

import (
	"context"
	"fmt"

	"go.temporal.io/sdk/client"
)

// PromoteIncompatible makes buildID the new default in a new set: new executions use it,
// running ones stay on their old set.
func PromoteIncompatible(ctx context.Context, c client.Client, buildID string) error {
	// highlight-start
	return c.UpdateWorkerBuildIdCompatibility(ctx, &client.UpdateWorkerBuildIdCompatibilityOptions{
		TaskQueue: "my-task-queue",
		Operation: &client.BuildIDOpAddNewIDInNewDefaultSet{BuildID: buildID},
	})
	// highlight-end
}

// AddCompatible adds a fix that running executions on existingID may also use.
func AddCompatible(ctx context.Context, c client.Client, buildID, existingID string) error {
	return c.UpdateWorkerBuildIdCompatibility(ctx, &client.UpdateWorkerBuildIdCompatibilityOptions{
		TaskQueue: "my-task-queue",
		Operation: &client.BuildIDOpAddNewCompatibleVersion{
			BuildID:                   buildID,
			ExistingCompatibleBuildID: existingID,
			MakeSetDefault:            false,
		},
	})
}

func PrintSets(ctx context.Context, c client.Client) error {
	sets, err := c.GetWorkerBuildIdCompatibility(ctx, &client.GetWorkerBuildIdCompatibilityOptions{
		TaskQueue: "my-task-queue",
	})
	if err != nil {
		return err
	}
	fmt.Println("default build ID:", sets.Default())
	return nil
}
