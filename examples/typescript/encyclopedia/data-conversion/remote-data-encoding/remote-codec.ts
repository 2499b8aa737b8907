import { Payload, PayloadCodec } from '@temporalio/common';
import { temporal } from '@temporalio/proto';

const { Payloads } = temporal.api.common.v1;

/** A Payload Codec that delegates to a Codec Server over HTTPS. */
export class RemoteCodec implements PayloadCodec {
  constructor(
    private readonly endpoint: string, // for example https://codec.example.com/my-namespace
    private readonly namespace: string,
    private readonly getToken: () => Promise<string>,
  ) {}

  encode(payloads: Payload[]): Promise<Payload[]> {
    return this.call('/encode', payloads);
  }

  decode(payloads: Payload[]): Promise<Payload[]> {
    return this.call('/decode', payloads);
  }

  private async call(path: '/encode' | '/decode', payloads: Payload[]): Promise<Payload[]> {
    // highlight-next-line
    const response = await fetch(this.endpoint + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Namespace': this.namespace,
        Authorization: `Bearer ${await this.getToken()}`,
      },
      body: JSON.stringify(Payloads.create({ payloads }).toJSON()),
    });
    if (!response.ok) {
      throw new Error(`Codec Server ${path} failed with HTTP ${response.status}`);
    }
    const body = (await response.json()) as { [key: string]: unknown };
    return Payloads.fromObject(body).payloads;
  }
}
