package com.example.invoices;

import io.temporal.activity.Activity;
import io.temporal.activity.ActivityExecutionContext;
import java.util.Base64;

public class ApprovalActivitiesImpl implements ApprovalActivities {

  private final ApprovalInbox inbox;

  public ApprovalActivitiesImpl(ApprovalInbox inbox) {
    this.inbox = inbox;
  }

  @Override
  public String requestApproval(String invoiceId, long amountCents) {
    ActivityExecutionContext ctx = Activity.getExecutionContext();
    // highlight-start
    byte[] taskToken = ctx.getTaskToken();
    inbox.createTask(invoiceId, amountCents, Base64.getEncoder().encodeToString(taskToken));
    ctx.doNotCompleteOnReturn();
    // highlight-end
    return null; // ignored
  }
}
