export async function chargeCard(orderId: string): Promise<void> {
  console.log(`charging order ${orderId}`);
}

export async function ship(orderId: string): Promise<void> {
  console.log(`shipping order ${orderId}`);
}
