import { writeFile } from 'node:fs/promises';
import { bundleWorkflowCode } from '@temporalio/worker';

// Bundles the Workflow code exactly as Worker.create does, without a Service, so a disallowed
// import or an unresolved module fails this script in CI instead of the Worker at startup.
// Run with: node -r ts-node/register src/bundle-workflows.ts
async function run(): Promise<void> {
  const { code } = await bundleWorkflowCode({
    workflowsPath: require.resolve('./workflows'),
  });
  // A Worker created with `workflowBundle: { codePath: 'workflow-bundle.js' }` loads this file
  // and skips bundling at startup.
  await writeFile('workflow-bundle.js', code);
  console.log(`workflow-bundle.js: ${code.length} bytes`);
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
