package app

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

func TranscodeWorkflow(ctx workflow.Context, sourceURL string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Minute,
		HeartbeatTimeout:    30 * time.Second,
	})

	// highlight-start
	sessionCtx, err := workflow.CreateSession(ctx, &workflow.SessionOptions{
		CreationTimeout:  10 * time.Minute, // how long to wait for a Worker to accept the session
		ExecutionTimeout: 2 * time.Hour,    // maximum lifetime of the session
		HeartbeatTimeout: 20 * time.Second, // detect a lost Worker
	})
	if err != nil {
		return "", err
	}
	defer workflow.CompleteSession(sessionCtx)
	// highlight-end

	var a *MediaActivities
	var localPath string
	if err := workflow.ExecuteActivity(sessionCtx, a.Download, sourceURL).Get(sessionCtx, &localPath); err != nil {
		return "", err
	}
	var outPath string
	if err := workflow.ExecuteActivity(sessionCtx, a.Transcode, localPath).Get(sessionCtx, &outPath); err != nil {
		return "", err
	}
	var url string
	err = workflow.ExecuteActivity(sessionCtx, a.Upload, outPath).Get(sessionCtx, &url)
	return url, err
}
