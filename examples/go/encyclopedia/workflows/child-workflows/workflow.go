package app

import "go.temporal.io/sdk/workflow"

func InvoiceWorkflow(ctx workflow.Context, orderID string) (string, error) {
	return "inv-" + orderID, nil
}

func OrderWorkflow(ctx workflow.Context, orderID string) error {
	// region: child
	cwo := workflow.ChildWorkflowOptions{
		WorkflowID: "invoice-" + orderID,
		TaskQueue:  "invoicing",
	}
	ctx = workflow.WithChildOptions(ctx, cwo)

	future := workflow.ExecuteChildWorkflow(ctx, InvoiceWorkflow, orderID)

	var child workflow.Execution
	if err := future.GetChildWorkflowExecution().Get(ctx, &child); err != nil {
		return err // the child could not be started
	}
	var invoiceID string
	// highlight-next-line
	err := future.Get(ctx, &invoiceID) // waits for the child to complete
	// endregion: child
	if err != nil {
		return err
	}
	workflow.GetLogger(ctx).Info("invoiced", "invoiceID", invoiceID, "childRunID", child.RunID)
	return nil
}
