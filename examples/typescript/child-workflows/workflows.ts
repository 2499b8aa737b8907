import {
  ChildWorkflowFailure,
  ParentClosePolicy,
  executeChild,
  log,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';

export interface Shipment {
  shipmentId: string;
  warehouse: string;
}

// The child: ships one part of an order.
export async function shipPackage(shipment: Shipment): Promise<string> {
  return `${shipment.shipmentId} shipped from ${shipment.warehouse}`;
}

// The child started in the background: keeps running after the parent completes.
export async function collectFeedback(orderId: string): Promise<void> {
  log.info('Collecting feedback', { orderId });
}

// The parent: fans out to one child per shipment and waits for all of them.
export async function fulfilOrder(orderId: string, shipments: Shipment[]): Promise<string[]> {
  const { workflowId } = workflowInfo();

  const results = await Promise.all(
    shipments.map((shipment) =>
      // highlight-start
      executeChild(shipPackage, {
        args: [shipment],
        // Deterministic, unique child IDs derived from the parent's ID.
        workflowId: `${workflowId}/ship-${shipment.shipmentId}`,
      }),
      // highlight-end
    ),
  );

  // A child that should outlive the parent: start it and do not wait for the result.
  const feedback = await startChild(collectFeedback, {
    args: [orderId],
    workflowId: `${workflowId}/feedback`,
    // highlight-next-line
    parentClosePolicy: ParentClosePolicy.ABANDON,
  });
  log.info('Feedback child started', { runId: feedback.firstExecutionRunId });

  return results;
}

// Handling a child's failure in the parent.
export async function fulfilWithFallback(orderId: string, shipment: Shipment): Promise<string> {
  try {
    return await executeChild(shipPackage, {
      args: [shipment],
      workflowId: `${orderId}/ship-${shipment.shipmentId}`,
      workflowExecutionTimeout: '1 day',
    });
  } catch (err) {
    if (err instanceof ChildWorkflowFailure) {
      log.warn('Primary warehouse failed', { cause: err.cause?.message });
      return await executeChild(shipPackage, {
        args: [{ ...shipment, warehouse: 'backup' }],
        workflowId: `${orderId}/ship-${shipment.shipmentId}-backup`,
      });
    }
    throw err;
  }
}
