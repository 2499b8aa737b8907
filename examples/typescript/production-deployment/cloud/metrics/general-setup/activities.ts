export async function chargeSubscription(customerId: string): Promise<void> {
  console.log(`charging ${customerId}`);
}

export async function sendReminder(customerId: string): Promise<void> {
  console.log(`reminding ${customerId}`);
}
