// Stand-ins for calls to the banks' APIs.
export async function withdraw(account: string, amount: number): Promise<void> {
  console.log(`withdraw ${amount} from ${account}`);
}

export async function deposit(account: string, amount: number): Promise<void> {
  console.log(`deposit ${amount} to ${account}`);
}

export async function refund(account: string, amount: number): Promise<void> {
  console.log(`refund ${amount} to ${account}`);
}
