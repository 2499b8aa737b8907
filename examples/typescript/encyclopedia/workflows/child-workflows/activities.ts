export async function createInvoice(orderId: string): Promise<string> {
  return `inv-${orderId}`;
}
