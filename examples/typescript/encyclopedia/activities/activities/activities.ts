import { ApplicationFailure } from '@temporalio/activity';

interface ChargeResponse {
  status: 'approved' | 'declined';
  chargeId: string;
}

async function callCardGateway(orderId: string): Promise<ChargeResponse> {
  // Stands in for the payment provider's API.
  return { status: orderId.startsWith('test-decline') ? 'declined' : 'approved', chargeId: `ch-${orderId}` };
}

export async function chargeCard(orderId: string): Promise<string> {
  const resp = await callCardGateway(orderId);
  // region: declined
  // Inside the Activity (import { ApplicationFailure } from '@temporalio/activity')
  if (resp.status === 'declined') {
    throw ApplicationFailure.nonRetryable('card declined', 'CardDeclined');
  }
  // endregion: declined
  return resp.chargeId;
}
