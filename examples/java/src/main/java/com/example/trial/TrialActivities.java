package com.example.trial;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface TrialActivities {
  void sendTrialReminder(String accountId);

  void endTrial(String accountId);
}
