package app

import (
	"errors"
	"time"

	"go.temporal.io/sdk/workflow"
)

// transcodeOnce runs the three steps in one session and reports whether the session itself failed.
func transcodeOnce(ctx workflow.Context, sourceURL string) (url string, sessionFailed bool, err error) {
	sessionCtx, err := workflow.CreateSession(ctx, &workflow.SessionOptions{
		CreationTimeout:  10 * time.Minute,
		ExecutionTimeout: 2 * time.Hour,
		HeartbeatTimeout: 20 * time.Second,
	})
	if err != nil {
		return "", false, err
	}
	defer workflow.CompleteSession(sessionCtx)

	var a *MediaActivities
	var localPath, outPath string
	err = workflow.ExecuteActivity(sessionCtx, a.Download, sourceURL).Get(sessionCtx, &localPath)
	if err == nil {
		err = workflow.ExecuteActivity(sessionCtx, a.Transcode, localPath).Get(sessionCtx, &outPath)
	}
	if err == nil {
		err = workflow.ExecuteActivity(sessionCtx, a.Upload, outPath).Get(sessionCtx, &url)
	}
	// highlight-next-line
	failed := workflow.GetSessionInfo(sessionCtx).SessionState == workflow.SessionStateFailed
	return url, failed || errors.Is(err, workflow.ErrSessionFailed), err
}

func TranscodeWithRecovery(ctx workflow.Context, sourceURL string) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Minute,
		HeartbeatTimeout:    30 * time.Second,
	})
	for attempt := 1; attempt <= 3; attempt++ {
		url, sessionFailed, err := transcodeOnce(ctx, sourceURL)
		if !sessionFailed {
			return url, err
		}
		workflow.GetLogger(ctx).Warn("session failed, retrying on another host", "attempt", attempt)
		if err := workflow.Sleep(ctx, 10*time.Second); err != nil {
			return "", err
		}
	}
	return "", errors.New("transcoding failed on three hosts")
}
