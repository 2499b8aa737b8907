package com.example.quotes;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface QuoteActivities {
  String getQuote(String provider);
}
