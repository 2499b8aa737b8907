package com.example.reports;

import io.temporal.client.schedules.Schedule;
import io.temporal.client.schedules.ScheduleBackfill;
import io.temporal.client.schedules.ScheduleClient;
import io.temporal.client.schedules.ScheduleDescription;
import io.temporal.client.schedules.ScheduleHandle;
import io.temporal.client.schedules.ScheduleListDescription;
import io.temporal.client.schedules.ScheduleState;
import io.temporal.client.schedules.ScheduleUpdate;
import io.temporal.api.enums.v1.ScheduleOverlapPolicy;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.stream.Stream;

public class ManageSchedule {

  public static void main(String[] args) {
    ScheduleClient client = ScheduleClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());
    ScheduleHandle handle = client.getHandle("sales-report-schedule");

    handle.pause("quarter-end freeze");
    handle.unpause("freeze over");

    // Run the action now, outside the spec.
    handle.trigger(ScheduleOverlapPolicy.SCHEDULE_OVERLAP_POLICY_ALLOW_ALL);

    // Replay the runs that would have happened last week.
    Instant now = Instant.now();
    handle.backfill(
        Collections.singletonList(
            new ScheduleBackfill(
                now.minus(7, ChronoUnit.DAYS),
                now.minus(6, ChronoUnit.DAYS),
                ScheduleOverlapPolicy.SCHEDULE_OVERLAP_POLICY_ALLOW_ALL)));

    // highlight-start
    handle.update(
        input -> {
          Schedule current = input.getDescription().getSchedule();
          Schedule updated =
              Schedule.newBuilder(current)
                  .setState(ScheduleState.newBuilder().setNote("owned by finance").build())
                  .build();
          return new ScheduleUpdate(updated);
        });
    // highlight-end

    ScheduleDescription description = handle.describe();
    System.out.println("Next runs: " + description.getInfo().getNextActionTimes());

    try (Stream<ScheduleListDescription> all = client.listSchedules()) {
      all.forEach(s -> System.out.println(s.getScheduleId()));
    }

    handle.delete(); // running Workflows started by the Schedule are not affected
  }
}
