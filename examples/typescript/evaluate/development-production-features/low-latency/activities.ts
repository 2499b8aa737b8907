const PRICES: Record<string, number> = { 'sku-42': 19.99 };

export async function lookupPrice(sku: string): Promise<number> {
  return PRICES[sku] ?? 0;
}
