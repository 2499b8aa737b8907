package ops

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/sdk/client"
)

func AddOrderSearchAttributes(ctx context.Context, c client.Client, namespace string) error {
	_, err := c.OperatorService().AddSearchAttributes(ctx, &operatorservice.AddSearchAttributesRequest{
		Namespace: namespace,
		SearchAttributes: map[string]enumspb.IndexedValueType{
			"CustomerId":  enumspb.INDEXED_VALUE_TYPE_KEYWORD,
			"OrderStatus": enumspb.INDEXED_VALUE_TYPE_KEYWORD,
			"OrderTotal":  enumspb.INDEXED_VALUE_TYPE_DOUBLE,
		},
	})
	return err
}

func DeleteNamespace(ctx context.Context, c client.Client, namespace string) error {
	_, err := c.OperatorService().DeleteNamespace(ctx, &operatorservice.DeleteNamespaceRequest{
		Namespace: namespace,
	})
	return err
}
