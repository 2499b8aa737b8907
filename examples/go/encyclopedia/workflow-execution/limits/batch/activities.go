package batch

import "context"

// Not shown on the page: the Activity that ProcessRecords runs once per record.
func ProcessRecord(ctx context.Context, index int) error { return nil }
