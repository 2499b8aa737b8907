export async function reserve(orderId: string): Promise<void> {
  console.log(`reserve ${orderId}`);
}

export async function charge(orderId: string): Promise<void> {
  console.log(`charge ${orderId}`);
}
