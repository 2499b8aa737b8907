export async function resizeImage(key: string): Promise<string> {
  return `${key}-thumbnail`;
}
