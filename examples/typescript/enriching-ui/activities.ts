export async function fetchInvoice(invoiceId: string): Promise<{ total: number }> {
  return { total: invoiceId.length * 10 };
}

export async function notifyCustomer(email: string, message: string): Promise<void> {
  console.log(`to ${email}: ${message}`);
}
