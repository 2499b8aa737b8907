// region: heartbeat
import { activityInfo, heartbeat } from '@temporalio/activity';

export async function importRows(path: string): Promise<void> {
  const start: number = activityInfo().heartbeatDetails ?? 0;
  const rows = await openRows(path);
  for (let i = start; i < rows.length; i++) {
    await upsertRow(rows[i]);
    // highlight-next-line
    heartbeat(i + 1);
  }
}
// endregion: heartbeat

// Stand-ins for the application's own storage code.
interface Row {
  id: string;
  values: string[];
}

async function openRows(path: string): Promise<Row[]> {
  return [{ id: path, values: [] }];
}

async function upsertRow(row: Row): Promise<void> {
  void row;
}
