import os from 'node:os';

// Downloads the file to this host's disk and names the Task Queue that only this host polls.
export async function download(url: string): Promise<{ path: string; hostQueue: string }> {
  const path = `/tmp/${encodeURIComponent(url)}`;
  return { path, hostQueue: `files-${os.hostname()}` };
}

export async function processFile(path: string): Promise<void> {
  console.log(`processing ${path}`);
}

export async function cleanup(path: string): Promise<void> {
  console.log(`removing ${path}`);
}
