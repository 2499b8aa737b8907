package com.example.orders;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.temporal.activity.ActivityOptions;
import io.temporal.testing.TestActivityEnvironment;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

public class InventoryActivitiesTest {

  private TestActivityEnvironment env;

  @BeforeEach
  void setUp() {
    env = TestActivityEnvironment.newInstance();
    env.registerActivitiesImplementations(new InventoryActivitiesImpl());
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  @Test
  void returnsReservationId() {
    InventoryActivities activities =
        env.newActivityStub(
            InventoryActivities.class,
            ActivityOptions.newBuilder().setStartToCloseTimeout(Duration.ofSeconds(5)).build());
    assertTrue(activities.reserveStock("SKU-1", 1).startsWith("res-"));
  }
}
