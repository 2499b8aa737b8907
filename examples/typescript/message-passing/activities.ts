export async function reserveStock(sku: string, quantity: number): Promise<void> {
  // Call the inventory service here.
  console.log(`reserved ${quantity} x ${sku}`);
}
