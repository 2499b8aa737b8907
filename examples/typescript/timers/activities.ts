export async function sendEmail(to: string, subject: string): Promise<void> {
  console.log(`email to ${to}: ${subject}`);
}

export async function chargeSubscription(customerId: string): Promise<void> {
  console.log(`charging ${customerId}`);
}
