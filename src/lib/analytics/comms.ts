// The channel to the hidden comms frame: messages wait until the frame has loaded, then go to the
// frame's origin only (never "*"), so no other page can read the ids.

/** The frame's address: `{ANALYTICS_COMMS_URL}/comms`. */
export function commsFrameUrl(commsOrigin: string): string {
  return new URL('/comms', commsOrigin).href;
}

interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Messages kept while the frame loads; older ones are dropped beyond this. */
export const MAX_QUEUED = 20;

export class CommsChannel<M> {
  private target: MessageTarget | null = null;
  private readonly queue: M[] = [];
  readonly origin: string;

  constructor(commsUrl: string) {
    this.origin = new URL(commsUrl).origin;
  }

  /** The frame has loaded: send what waited, in order. */
  connect(target: MessageTarget | null): void {
    this.target = target;
    if (!target) return;
    for (const message of this.queue.splice(0)) target.postMessage(message, this.origin);
  }

  send(message: M): void {
    if (this.target) {
      this.target.postMessage(message, this.origin);
      return;
    }
    this.queue.push(message);
    if (this.queue.length > MAX_QUEUED) this.queue.shift();
  }
}
