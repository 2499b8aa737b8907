export async function chargeFirstPeriod(customerId: string, plan: string): Promise<void> {
  console.log(`charging ${customerId} for the first period of ${plan}`);
}
