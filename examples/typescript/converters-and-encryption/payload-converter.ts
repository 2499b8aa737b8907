import {
  CompositePayloadConverter,
  JsonPayloadConverter,
  UndefinedPayloadConverter,
  type Payload,
  type PayloadConverterWithEncoding,
} from '@temporalio/common';
import { encode, decode } from '@temporalio/common/lib/encoding';

const BIGINT_JSON = 'json/bigint';

// Serializes values that contain bigint, which plain JSON.stringify rejects.
// Payload converters run inside the Workflow sandbox: synchronous, deterministic, no Node.js APIs.
class BigIntJsonConverter implements PayloadConverterWithEncoding {
  public readonly encodingType = BIGINT_JSON;

  toPayload(value: unknown): Payload | undefined {
    if (!containsBigInt(value)) return undefined; // Let the next converter handle it.
    const json = JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? { $bigint: v.toString() } : v));
    return { metadata: { encoding: encode(BIGINT_JSON) }, data: encode(json) };
  }

  fromPayload<T>(payload: Payload): T {
    const json = decode(payload.data ?? new Uint8Array());
    return JSON.parse(json, (_k, v) =>
      v && typeof v === 'object' && typeof v.$bigint === 'string' ? BigInt(v.$bigint) : v,
    ) as T;
  }
}

function containsBigInt(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (value && typeof value === 'object') return Object.values(value).some(containsBigInt);
  return false;
}

// The Worker and the Client load this module by path and use its `payloadConverter` export.
// Order matters: the first converter that returns a payload wins.
export const payloadConverter = new CompositePayloadConverter(
  new UndefinedPayloadConverter(),
  new BigIntJsonConverter(),
  new JsonPayloadConverter(),
);
