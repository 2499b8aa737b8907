package com.example.escalation;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface TicketActivities {
  String waitForAgent(String ticketId);

  void escalate(String ticketId);
}
