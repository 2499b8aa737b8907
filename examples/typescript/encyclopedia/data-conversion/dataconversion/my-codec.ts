import { gunzipSync, gzipSync } from 'node:zlib';
import { METADATA_ENCODING_KEY, Payload, PayloadCodec } from '@temporalio/common';
import { decode, encode } from '@temporalio/common/lib/encoding';
import { temporal } from '@temporalio/proto';

const ENCODING = 'binary/gzip';

/** A small codec for the snippet: gzips each whole Payload. */
export class MyCodec implements PayloadCodec {
  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => ({
      metadata: { [METADATA_ENCODING_KEY]: encode(ENCODING) },
      data: gzipSync(temporal.api.common.v1.Payload.encode(payload).finish()),
    }));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      const encoding = payload.metadata?.[METADATA_ENCODING_KEY];
      if (!encoding || decode(encoding) !== ENCODING || !payload.data) {
        return payload;
      }
      return temporal.api.common.v1.Payload.decode(gunzipSync(payload.data));
    });
  }
}
