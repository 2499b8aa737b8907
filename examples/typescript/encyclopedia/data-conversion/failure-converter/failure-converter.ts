import { DefaultFailureConverter } from '@temporalio/common';

// Moves error messages and stack traces into an encoded Payload,
// so that the Payload Codecs configured next to it protect them too.
export const failureConverter = new DefaultFailureConverter({ encodeCommonAttributes: true });
