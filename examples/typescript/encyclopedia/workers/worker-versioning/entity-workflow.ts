// The page elides the body of this Workflow, so its argument is unused here.
/* eslint-disable @typescript-eslint/no-unused-vars */
// region: auto-upgrade
import { setWorkflowOptions } from '@temporalio/workflow';

setWorkflowOptions({ versioningBehavior: 'AUTO_UPGRADE' }, customerEntityWorkflow);
export async function customerEntityWorkflow(state: CustomerState): Promise<void> {
  // ...
}
// endregion: auto-upgrade

export interface CustomerState {
  customerId: string;
  loyaltyPoints: number;
}
