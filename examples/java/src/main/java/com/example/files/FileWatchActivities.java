package com.example.files;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface FileWatchActivities {
  long waitForFile(String path);
}
