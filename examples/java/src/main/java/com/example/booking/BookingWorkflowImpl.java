package com.example.booking;

import io.temporal.activity.ActivityOptions;
import io.temporal.failure.CanceledFailure;
import io.temporal.workflow.CancellationScope;
import io.temporal.workflow.Workflow;
import java.time.Duration;

public class BookingWorkflowImpl implements BookingWorkflow {

  private final BookingActivities activities =
      Workflow.newActivityStub(
          BookingActivities.class,
          ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofMinutes(1)).build());

  @Override
  public String book(String tripId) {
    String hotel = null;
    try {
      hotel = activities.reserveHotel(tripId);
      Workflow.sleep(Duration.ofHours(24)); // hold period before confirming
      activities.confirm(tripId, hotel);
      return hotel;
    } catch (CanceledFailure e) {
      String toRelease = hotel;
      // highlight-start
      CancellationScope cleanup =
          Workflow.newDetachedCancellationScope(
              () -> {
                if (toRelease != null) {
                  activities.releaseHotel(tripId, toRelease);
                }
              });
      cleanup.run();
      // highlight-end
      throw e; // close the Workflow as Canceled
    }
  }
}
