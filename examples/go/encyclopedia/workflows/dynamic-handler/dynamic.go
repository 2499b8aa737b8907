package app

import "go.temporal.io/sdk/worker"

// region: dynamic-handlers
import (
	"context"
	"time"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/workflow"
)

func DynamicWorkflow(ctx workflow.Context, args converter.EncodedValues) (interface{}, error) {
	wfType := workflow.GetInfo(ctx).WorkflowType.Name
	var input string
	if err := args.Get(&input); err != nil {
		return nil, err
	}
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var out string
	err := workflow.ExecuteActivity(ctx, "step-for-"+wfType, input).Get(ctx, &out)
	return out, err
}

func DynamicActivity(ctx context.Context, args converter.EncodedValues) (interface{}, error) {
	actType := activity.GetInfo(ctx).ActivityType.Name
	var input string
	if err := args.Get(&input); err != nil {
		return nil, err
	}
	return runPlugin(ctx, actType, input)
}

// endregion: dynamic-handlers

// runPlugin stands for the code that looks up and runs the named plugin.
func runPlugin(ctx context.Context, name, input string) (interface{}, error) {
	return name + ":" + input, nil
}

func register(w worker.Worker) {
	// region: registration
	// Registration
	// highlight-start
	w.RegisterDynamicWorkflow(DynamicWorkflow, workflow.DynamicRegisterOptions{})
	w.RegisterDynamicActivity(DynamicActivity, activity.DynamicRegisterOptions{})
	// highlight-end
	// endregion: registration
}
