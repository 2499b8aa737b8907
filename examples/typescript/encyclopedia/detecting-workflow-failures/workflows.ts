import { ApplicationFailure } from '@temporalio/workflow';

export async function approveLoan(amount: number): Promise<void> {
  if (amount <= 0) {
    // highlight-next-line
    throw ApplicationFailure.nonRetryable('amount must be positive', 'InvalidAmount');
  }
}
