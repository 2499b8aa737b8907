package com.example.invoices;

/** Your back-office system: stores the task and shows it to an approver. */
public interface ApprovalInbox {
  void createTask(String invoiceId, long amountCents, String encodedTaskToken);
}
