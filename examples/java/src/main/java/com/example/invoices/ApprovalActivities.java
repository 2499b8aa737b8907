package com.example.invoices;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface ApprovalActivities {
  String requestApproval(String invoiceId, long amountCents);
}
