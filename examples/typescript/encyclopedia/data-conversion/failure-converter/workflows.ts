import { ApplicationFailure } from '@temporalio/workflow';

// The message and stack trace of this failure reach the Service encrypted.
export async function validateIban(iban: string): Promise<void> {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) {
    throw ApplicationFailure.nonRetryable(`not an IBAN: ${iban}`, 'InvalidIban');
  }
}
