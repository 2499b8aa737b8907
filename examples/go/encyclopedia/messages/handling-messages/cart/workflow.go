package cart

import (
	"fmt"

	"go.temporal.io/sdk/workflow"
)

type Item struct {
	SKU string
	Qty int
}

// region: cart-workflow
func CartWorkflow(ctx workflow.Context) error {
	var items []Item
	checkedOut := false

	if err := workflow.SetQueryHandler(ctx, "items", func() ([]Item, error) {
		return items, nil
	}); err != nil {
		return err
	}

	if err := workflow.SetUpdateHandlerWithOptions(ctx, "add-item",
		func(ctx workflow.Context, it Item) (int, error) {
			items = append(items, it)
			return len(items), nil
		},
		workflow.UpdateHandlerOptions{
			// highlight-next-line
			Validator: func(ctx workflow.Context, it Item) error {
				if it.Qty <= 0 {
					return fmt.Errorf("quantity must be positive")
				}
				return nil
			},
		}); err != nil {
		return err
	}

	clear := workflow.GetSignalChannel(ctx, "clear")
	checkout := workflow.GetSignalChannel(ctx, "checkout")
	for !checkedOut {
		sel := workflow.NewSelector(ctx)
		sel.AddReceive(clear, func(c workflow.ReceiveChannel, _ bool) {
			c.Receive(ctx, nil)
			items = nil
		})
		sel.AddReceive(checkout, func(c workflow.ReceiveChannel, _ bool) {
			c.Receive(ctx, nil)
			checkedOut = true
		})
		sel.Select(ctx)
	}
	return workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
}

// endregion: cart-workflow
