export async function sendWelcomeEmail(userId: string): Promise<void> {
  console.log(`welcome email for ${userId}`);
}

export async function sendWelcomeSms(userId: string): Promise<void> {
  console.log(`welcome SMS for ${userId}`);
}

export async function createProfile(userId: string): Promise<void> {
  console.log(`profile for ${userId}`);
}
