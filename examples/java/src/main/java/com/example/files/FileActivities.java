package com.example.files;

import io.temporal.activity.ActivityInterface;
import java.util.List;

@ActivityInterface
public interface FileActivities {
  int importRows(List<String> rows);
}
