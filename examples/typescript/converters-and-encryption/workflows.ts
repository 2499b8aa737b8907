export interface Invoice {
  invoiceId: string;
  amountMicros: bigint;
}

// The bigint survives the round trip thanks to the custom payload converter.
export async function settleInvoice(invoice: Invoice): Promise<string> {
  return `${invoice.invoiceId}: ${invoice.amountMicros / 1_000_000n} units settled`;
}
