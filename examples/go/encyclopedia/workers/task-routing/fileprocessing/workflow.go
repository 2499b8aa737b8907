package fileprocessing

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// region: file-workflow
type Downloaded struct {
	Path      string
	HostQueue string
}

func FileWorkflow(ctx workflow.Context, url string) error {
	shared := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 10 * time.Minute,
	})
	var d Downloaded
	if err := workflow.ExecuteActivity(shared, "Download", url).Get(ctx, &d); err != nil {
		return err
	}

	host := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		// highlight-next-line
		TaskQueue:              d.HostQueue,
		StartToCloseTimeout:    10 * time.Minute,
		ScheduleToStartTimeout: time.Minute, // fail fast if the host is gone
	})
	if err := workflow.ExecuteActivity(host, "Process", d.Path).Get(ctx, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(host, "Cleanup", d.Path).Get(ctx, nil)
}

// endregion: file-workflow
