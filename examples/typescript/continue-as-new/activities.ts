export interface Page {
  ids: string[];
  nextCursor: string | null;
}

// Returns one page of customer IDs starting at the cursor.
export async function fetchCustomerPage(cursor: string | null): Promise<Page> {
  const start = cursor ? Number(cursor) : 0;
  const ids = Array.from({ length: 100 }, (_, i) => `customer-${start + i}`);
  return { ids, nextCursor: start + 100 < 10_000 ? String(start + 100) : null };
}

export async function sendNewsletter(customerId: string): Promise<void> {
  console.log(`newsletter sent to ${customerId}`);
}
