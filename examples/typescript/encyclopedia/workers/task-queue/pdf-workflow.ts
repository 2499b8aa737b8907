import { proxyActivities } from '@temporalio/workflow';

// The Activities that Workers polling the 'pdf-render' Task Queue register.
export interface PdfActivities {
  renderInvoicePDF(orderId: string): Promise<string>;
}

export async function invoiceWorkflow(orderId: string): Promise<string> {
  // region: task-queue
  const { renderInvoicePDF } = proxyActivities<PdfActivities>({
    // highlight-next-line
    taskQueue: 'pdf-render',
    startToCloseTimeout: '5 minutes',
  });
  const pdfUrl = await renderInvoicePDF(orderId);
  // endregion: task-queue
  return pdfUrl;
}
