import {
  condition,
  defineSignal,
  executeChild,
  proxyActivities,
  setCurrentDetails,
  setHandler,
  sleep,
} from '@temporalio/workflow';
import type * as activities from './activities';

const { fetchInvoice, notifyCustomer } = proxyActivities<typeof activities>({
  startToCloseTimeout: '30 seconds',
});

export const approveSignal = defineSignal<[string]>('approve');

export async function auditInvoice(invoiceId: string): Promise<void> {
  await fetchInvoice(invoiceId);
}

export async function collectPayment(invoiceId: string, email: string): Promise<string> {
  let approver: string | undefined;
  // A description shows next to the handler in the Web UI's list of message handlers.
  setHandler(approveSignal, (name) => void (approver = name), {
    description: 'Approve a payment above the automatic limit',
  });

  // highlight-start
  // Current details: Markdown describing what the Workflow is doing right now.
  setCurrentDetails(`**Step 1 of 3** - fetching invoice \`${invoiceId}\``);
  const invoice = await fetchInvoice.executeWithOptions(
    { startToCloseTimeout: '30 seconds', summary: `Fetch invoice ${invoiceId}` },
    [invoiceId],
  );
  // highlight-end

  if (invoice.total > 1000) {
    setCurrentDetails(`**Step 2 of 3** - waiting for approval of ${invoice.total}`);
    await condition(() => approver !== undefined, '2 days');
  }

  await executeChild(auditInvoice, {
    args: [invoiceId],
    workflowId: `audit-${invoiceId}`,
    staticSummary: `Audit for invoice ${invoiceId}`,
  });

  setCurrentDetails('**Step 3 of 3** - notifying the customer');
  await sleep('1 minute', { summary: 'Cooling-off period before notification' });
  await notifyCustomer(email, `Invoice ${invoiceId} paid`);

  setCurrentDetails(`Done. Approved by ${approver ?? 'automatic rule'}.`);
  return 'paid';
}
