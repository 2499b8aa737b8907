package com.example.routing;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface RoutingActivities {
  String dispatch(String requestId, String region);
}
