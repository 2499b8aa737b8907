export async function lookupExchangeRate(from: string, to: string): Promise<number> {
  // Stands in for a fast call to a rate service.
  return from === to ? 1 : 1.08;
}
