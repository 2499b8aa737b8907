import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { METADATA_ENCODING_KEY, Payload, PayloadCodec, ValueError } from '@temporalio/common';
import { decode, encode } from '@temporalio/common/lib/encoding';
import { temporal } from '@temporalio/proto';

const ENCODING = 'binary/encrypted';
const KEY_ID_METADATA = 'encryption-key-id';
const IV_LENGTH = 12; // bytes, the recommended nonce size for AES-GCM
const TAG_LENGTH = 16; // bytes

/** Encrypts each Payload, metadata included, with AES-256-GCM. */
export class EncryptionCodec implements PayloadCodec {
  constructor(
    private readonly currentKeyId: string,
    private readonly keys: ReadonlyMap<string, Buffer>, // key ID -> 32-byte key
  ) {}

  async encode(payloads: Payload[]): Promise<Payload[]> {
    const key = this.keyFor(this.currentKeyId);
    return payloads.map((payload) => ({
      metadata: {
        [METADATA_ENCODING_KEY]: encode(ENCODING),
        [KEY_ID_METADATA]: encode(this.currentKeyId),
      },
      data: encrypt(temporal.api.common.v1.Payload.encode(payload).finish(), key),
    }));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      const encoding = payload.metadata?.[METADATA_ENCODING_KEY];
      // highlight-next-line
      if (!encoding || decode(encoding) !== ENCODING) {
        return payload; // not ours: pass it through untouched
      }
      const keyId = payload.metadata?.[KEY_ID_METADATA];
      if (!keyId || !payload.data) {
        throw new ValueError('Encrypted Payload lacks a key ID or data');
      }
      const plain = decrypt(payload.data, this.keyFor(decode(keyId)));
      return temporal.api.common.v1.Payload.decode(plain);
    });
  }

  private keyFor(keyId: string): Buffer {
    const key = this.keys.get(keyId);
    if (!key) {
      throw new ValueError(`No encryption key with ID ${keyId}`);
    }
    return key;
  }
}

function encrypt(plain: Uint8Array, key: Buffer): Uint8Array {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function decrypt(data: Uint8Array, key: Buffer): Uint8Array {
  const buf = Buffer.from(data);
  const iv = buf.subarray(0, IV_LENGTH);
  const tag = buf.subarray(buf.length - TAG_LENGTH);
  const body = buf.subarray(IV_LENGTH, buf.length - TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}
