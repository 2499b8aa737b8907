export async function chargeCard(orderId: string): Promise<string> {
  return `charge-${orderId}`;
}
