export async function chargeCard(orderId: string): Promise<string> {
  return `charge-${orderId}`;
}

export async function sendReceipt(orderId: string, chargeId: string): Promise<void> {
  console.log(`receipt for ${orderId}: ${chargeId}`);
}
