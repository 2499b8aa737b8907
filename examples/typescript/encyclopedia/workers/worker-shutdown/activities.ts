export async function sendConfirmation(orderId: string): Promise<string> {
  return `confirmation sent for ${orderId}`;
}
