import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Payload, PayloadCodec } from '@temporalio/common';
import { METADATA_ENCODING_KEY } from '@temporalio/common';
import { temporal } from '@temporalio/proto';

const ENCODING = 'binary/encrypted';
const KEY_ID_KEY = 'encryption-key-id';
const IV_LENGTH = 12; // 96-bit nonce for AES-GCM
const TAG_LENGTH = 16;

// Encrypts every payload with AES-256-GCM. Codecs run outside the Workflow sandbox, so they may
// use Node.js APIs, be async and call a key management service.
export class EncryptionCodec implements PayloadCodec {
  constructor(
    private readonly keys: Map<string, Buffer>,
    private readonly currentKeyId: string,
  ) {}

  async encode(payloads: Payload[]): Promise<Payload[]> {
    const key = this.keys.get(this.currentKeyId);
    if (!key) throw new Error(`Unknown key ${this.currentKeyId}`);
    return payloads.map((payload) => {
      // Serialize the whole payload, metadata included, so the encoding is hidden too.
      const plaintext = temporal.api.common.v1.Payload.encode(payload).finish();
      const iv = randomBytes(IV_LENGTH);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return {
        metadata: {
          [METADATA_ENCODING_KEY]: Buffer.from(ENCODING),
          [KEY_ID_KEY]: Buffer.from(this.currentKeyId),
        },
        data: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]),
      };
    });
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      const encoding = payload.metadata?.[METADATA_ENCODING_KEY];
      if (!encoding || Buffer.from(encoding).toString() !== ENCODING) {
        return payload; // Not ours (for example written before encryption was enabled).
      }
      const keyId = Buffer.from(payload.metadata?.[KEY_ID_KEY] ?? []).toString();
      const key = this.keys.get(keyId);
      if (!key) throw new Error(`No key for id "${keyId}"`);
      const data = Buffer.from(payload.data ?? []);
      const iv = data.subarray(0, IV_LENGTH);
      const tag = data.subarray(data.length - TAG_LENGTH);
      const ciphertext = data.subarray(IV_LENGTH, data.length - TAG_LENGTH);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      return temporal.api.common.v1.Payload.decode(plaintext);
    });
  }
}

// Loads keys from the environment: ENCRYPTION_KEYS="k1:<base64>,k2:<base64>", ENCRYPTION_KEY_ID=k2.
export function codecFromEnv(): EncryptionCodec {
  const keys = new Map<string, Buffer>();
  for (const entry of (process.env.ENCRYPTION_KEYS ?? '').split(',').filter(Boolean)) {
    const [id, b64] = entry.split(':');
    keys.set(id, Buffer.from(b64, 'base64'));
  }
  return new EncryptionCodec(keys, process.env.ENCRYPTION_KEY_ID ?? 'k1');
}
