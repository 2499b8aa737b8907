package app

import (
	"context"

	"go.temporal.io/sdk/temporal"
)

type JobStatus struct {
	Done      bool
	ResultURL string
}

// CheckReportReady is retried until the report exists. "Not ready" is expected on most attempts.
func CheckReportReady(ctx context.Context, reportID string) (string, error) {
	status, err := fetchStatus(ctx, reportID)
	if err != nil {
		return "", err // a real failure: logged and counted as usual
	}
	if !status.Done {
		// highlight-start
		return "", temporal.NewApplicationErrorWithOptions("report not ready", "ReportNotReady",
			temporal.ApplicationErrorOptions{
				Category: temporal.ApplicationErrorCategoryBenign,
			})
		// highlight-end
	}
	return status.ResultURL, nil
}

func fetchStatus(ctx context.Context, reportID string) (JobStatus, error) {
	return JobStatus{Done: true, ResultURL: "https://reports.example.com/" + reportID}, nil
}
