package com.example.reports;

import io.temporal.client.WorkflowOptions;
import io.temporal.client.schedules.Schedule;
import io.temporal.client.schedules.ScheduleActionStartWorkflow;
import io.temporal.client.schedules.ScheduleClient;
import io.temporal.client.schedules.ScheduleHandle;
import io.temporal.client.schedules.ScheduleIntervalSpec;
import io.temporal.client.schedules.ScheduleOptions;
import io.temporal.client.schedules.SchedulePolicy;
import io.temporal.client.schedules.ScheduleSpec;
import io.temporal.client.schedules.ScheduleState;
import io.temporal.api.enums.v1.ScheduleOverlapPolicy;
import io.temporal.serviceclient.WorkflowServiceStubs;
import java.time.Duration;
import java.util.Collections;

public class CreateReportSchedule {

  public static void main(String[] args) {
    ScheduleClient client = ScheduleClient.newInstance(WorkflowServiceStubs.newLocalServiceStubs());

    Schedule schedule =
        Schedule.newBuilder()
            // highlight-start
            .setAction(
                ScheduleActionStartWorkflow.newBuilder()
                    .setWorkflowType(ReportWorkflow.class)
                    .setArguments("sales")
                    .setOptions(
                        WorkflowOptions.newBuilder()
                            .setWorkflowId("sales-report")
                            .setTaskQueue("my-task-queue")
                            .build())
                    .build())
            .setSpec(
                ScheduleSpec.newBuilder()
                    .setCronExpressions(Collections.singletonList("0 9 * * MON-FRI"))
                    .setIntervals(
                        Collections.singletonList(new ScheduleIntervalSpec(Duration.ofHours(6))))
                    .setTimeZoneName("Europe/London")
                    .setJitter(Duration.ofMinutes(2))
                    .build())
            // highlight-end
            .setPolicy(
                SchedulePolicy.newBuilder()
                    .setOverlap(ScheduleOverlapPolicy.SCHEDULE_OVERLAP_POLICY_SKIP)
                    .setCatchupWindow(Duration.ofHours(1))
                    .build())
            .setState(ScheduleState.newBuilder().setNote("created by reports team").build())
            .build();

    ScheduleHandle handle =
        client.createSchedule("sales-report-schedule", schedule, ScheduleOptions.newBuilder().build());
    System.out.println("Created " + handle.getId());
  }
}
