package app

import (
	"context"
	"os"
	"path/filepath"

	"go.temporal.io/sdk/activity"
)

type MediaActivities struct{}

func (m *MediaActivities) Download(ctx context.Context, url string) (string, error) {
	dir, err := os.MkdirTemp("", "transcode-")
	if err != nil {
		return "", err
	}
	activity.GetLogger(ctx).Info("downloading", "url", url, "dir", dir)
	return filepath.Join(dir, "source.mp4"), nil
}

func (m *MediaActivities) Transcode(ctx context.Context, path string) (string, error) {
	return path + ".webm", nil
}

func (m *MediaActivities) Upload(ctx context.Context, path string) (string, error) {
	return "https://media.example.com/" + filepath.Base(path), nil
}
