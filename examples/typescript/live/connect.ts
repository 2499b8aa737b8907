// Preloaded (`node -r live/connect.js sample.js`) by scripts/checks/live.mjs so that a sample the
// docs show, which connects to `localhost:7233`, reaches the test's dev server instead: when
// TEMPORAL_ADDRESS is set, a connection to the default local address goes there. The sample's own
// code runs unchanged.
import { Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';

const target = process.env.TEMPORAL_ADDRESS;
const redirect = (address: string | undefined): string | undefined =>
  target && (!address || /^(localhost|127\.0\.0\.1):7233$/.test(address)) ? target : address;

const connectClient = Connection.connect.bind(Connection);
Connection.connect = (options) => connectClient({ ...options, address: redirect(options?.address) });

const connectNative = NativeConnection.connect.bind(NativeConnection);
NativeConnection.connect = (options) => connectNative({ ...options, address: redirect(options?.address) });
