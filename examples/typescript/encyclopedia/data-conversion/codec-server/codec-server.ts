import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { temporal } from '@temporalio/proto';
import { EncryptionCodec } from './encryption-codec';
import { loadKeys } from './keys';

const ALLOWED_ORIGIN = process.env.UI_ORIGIN ?? 'http://localhost:8233';
const PORT = Number(process.env.PORT ?? 8081);
const { Payloads } = temporal.api.common.v1;

function setCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', ALLOWED_ORIGIN);
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Namespace, Authorization');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isAuthorized(req: IncomingMessage): boolean {
  // Replace with real checks: verify the bearer token's signature and claims,
  // and that the caller may read the Namespace named in X-Namespace.
  const namespace = req.headers['x-namespace'];
  return typeof namespace === 'string' && namespace.length > 0;
}

async function main(): Promise<void> {
  const { currentKeyId, keys } = await loadKeys();
  const codec = new EncryptionCodec(currentKeyId, keys);

  const server = createServer(async (req, res) => {
    setCors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = req.url?.split('?')[0] ?? '';
    if (req.method !== 'POST' || (!path.endsWith('/encode') && !path.endsWith('/decode'))) {
      res.writeHead(404).end();
      return;
    }
    // highlight-next-line
    if (!isAuthorized(req)) {
      res.writeHead(401).end();
      return;
    }
    try {
      const { payloads } = Payloads.fromObject(JSON.parse(await readBody(req)));
      const result = path.endsWith('/encode') ? await codec.encode(payloads) : await codec.decode(payloads);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(Payloads.create({ payloads: result }).toJSON()));
    } catch (err) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(err));
    }
  });
  server.listen(PORT, () => console.log(`Codec Server listening on port ${PORT}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
