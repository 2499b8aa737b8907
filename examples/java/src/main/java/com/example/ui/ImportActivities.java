package com.example.ui;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface ImportActivities {
  void importFile(String file);
}
