import {
  BinaryPayloadConverter,
  CompositePayloadConverter,
  METADATA_ENCODING_KEY,
  Payload,
  PayloadConverterWithEncoding,
  UndefinedPayloadConverter,
  ValueError,
} from '@temporalio/common';
import { decode, encode } from '@temporalio/common/lib/encoding';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

class DateRevivingJsonConverter implements PayloadConverterWithEncoding {
  public readonly encodingType = 'json/plain';

  public toPayload(value: unknown): Payload | undefined {
    if (value === undefined) {
      return undefined; // let another converter handle it
    }
    let json: string;
    try {
      json = JSON.stringify(value);
    } catch (err) {
      throw new ValueError(`Cannot serialise value to JSON: ${String(err)}`);
    }
    return {
      metadata: { [METADATA_ENCODING_KEY]: encode(this.encodingType) },
      data: encode(json),
    };
  }

  public fromPayload<T>(payload: Payload): T {
    if (payload.data === undefined || payload.data === null) {
      throw new ValueError('Got a json/plain Payload with no data');
    }
    // highlight-next-line
    return JSON.parse(decode(payload.data), (_key, v: unknown) =>
      typeof v === 'string' && ISO_DATE.test(v) ? new Date(v) : v,
    ) as T;
  }
}

// The SDK loads this module by path and reads this named export.
export const payloadConverter = new CompositePayloadConverter(
  new UndefinedPayloadConverter(),
  new BinaryPayloadConverter(),
  new DateRevivingJsonConverter(),
);
