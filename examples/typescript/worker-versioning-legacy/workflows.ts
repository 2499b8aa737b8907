export async function legacyOrder(orderId: string): Promise<string> {
  return `processed ${orderId}`;
}
