package com.example.files;

import io.temporal.failure.ApplicationErrorCategory;
import io.temporal.failure.ApplicationFailure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

public class FileWatchActivitiesImpl implements FileWatchActivities {

  @Override
  public long waitForFile(String path) {
    Path file = Paths.get(path);
    if (!Files.exists(file)) {
      // Expected while the upstream job is still running; Temporal retries with backoff.
      // highlight-start
      throw ApplicationFailure.newBuilder()
          .setMessage("file not there yet: " + path)
          .setType("FileNotReady")
          .setCategory(ApplicationErrorCategory.BENIGN)
          .build();
      // highlight-end
    }
    try {
      return Files.size(file);
    } catch (java.io.IOException e) {
      throw ApplicationFailure.newFailureWithCause("cannot read " + path, "ReadError", e);
    }
  }
}
