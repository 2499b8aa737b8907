import { startDebugReplayer } from '@temporalio/worker';

// Entry point for the Temporal VS Code extension: it loads a history (from a file or from the
// Service) and replays it through this code, stopping at your breakpoints.
startDebugReplayer({
  workflowsPath: require.resolve('./workflows'),
});
