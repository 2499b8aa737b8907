import { upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { customerIdKey, orderTotalKey } from './search-attributes';

export async function orderWorkflow(orderTotal: number): Promise<string> {
  // highlight-next-line
  upsertSearchAttributes([{ key: orderTotalKey, value: orderTotal }]);
  const customerId = workflowInfo().typedSearchAttributes.get(customerIdKey);
  return `order for ${customerId ?? 'unknown customer'} recorded`;
}
