// Where the encryption keys come from is the application's choice (a KMS, a secrets manager).
// This stand-in reads them from CODEC_KEYS, a JSON object of key ID -> base64 32-byte key,
// and CODEC_CURRENT_KEY_ID, the key that new Payloads are encrypted with.
export interface CodecKeys {
  currentKeyId: string;
  keys: Map<string, Buffer>;
}

export async function loadKeys(): Promise<CodecKeys> {
  const raw = JSON.parse(process.env.CODEC_KEYS ?? '{}') as Record<string, string>;
  const keys = new Map(Object.entries(raw).map(([id, b64]) => [id, Buffer.from(b64, 'base64')]));
  const currentKeyId = process.env.CODEC_CURRENT_KEY_ID ?? '';
  if (!keys.has(currentKeyId)) {
    throw new Error(`CODEC_KEYS has no key with the ID in CODEC_CURRENT_KEY_ID (${currentKeyId})`);
  }
  return { currentKeyId, keys };
}
