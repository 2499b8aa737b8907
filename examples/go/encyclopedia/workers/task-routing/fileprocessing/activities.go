package fileprocessing

import (
	"context"
	"os"
	"path/filepath"
)

// Not shown on the page: the Activities that FileWorkflow calls. HostQueue is the Task Queue that
// only this host polls; Download returns it so that the Workflow can send the next steps there.
type Activities struct {
	HostQueue string
}

func (a *Activities) Download(ctx context.Context, url string) (Downloaded, error) {
	return Downloaded{Path: filepath.Join(os.TempDir(), filepath.Base(url)), HostQueue: a.HostQueue}, nil
}

func (a *Activities) Process(ctx context.Context, path string) error { return nil }

func (a *Activities) Cleanup(ctx context.Context, path string) error { return os.Remove(path) }
