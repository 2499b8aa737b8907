package batch

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

type Progress struct {
	Offset int
	Total  int
}

const batchSize = 500 // well below the 2,000 pending-Activity limit

func ProcessRecords(ctx workflow.Context, p Progress) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
	})
	for p.Offset < p.Total {
		end := min(p.Offset+batchSize, p.Total)
		futures := make([]workflow.Future, 0, end-p.Offset)
		for i := p.Offset; i < end; i++ {
			futures = append(futures, workflow.ExecuteActivity(ctx, ProcessRecord, i))
		}
		for _, f := range futures {
			if err := f.Get(ctx, nil); err != nil {
				return err
			}
		}
		p.Offset = end
		// highlight-start
		if workflow.GetInfo(ctx).GetContinueAsNewSuggested() {
			return workflow.NewContinueAsNewError(ctx, ProcessRecords, p)
		}
		// highlight-end
	}
	return nil
}
