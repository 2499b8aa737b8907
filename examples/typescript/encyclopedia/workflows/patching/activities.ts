export async function screenOrder(orderId: string): Promise<void> {
  console.log(`screening ${orderId} for fraud`);
}

export async function chargeCard(orderId: string): Promise<string> {
  return `charge-${orderId}`;
}
