package fileprocessing

import (
	"errors"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func processOnOneHost(ctx workflow.Context, url string) error { return FileWorkflow(ctx, url) }

// RobustFileWorkflow starts again from Download when the host that downloaded the file vanishes.
func RobustFileWorkflow(ctx workflow.Context, url string) error {
	// region: retry-hosts
	for attempt := 0; attempt < 3; attempt++ {
		err := processOnOneHost(ctx, url) // Download, Process, Cleanup as above
		var timeoutErr *temporal.TimeoutError
		if errors.As(err, &timeoutErr) && timeoutErr.TimeoutType() == enumspb.TIMEOUT_TYPE_SCHEDULE_TO_START {
			continue // the host vanished; pick another
		}
		return err
	}
	return temporal.NewApplicationError("no host completed the file", "HostsExhausted")
	// endregion: retry-hosts
}
