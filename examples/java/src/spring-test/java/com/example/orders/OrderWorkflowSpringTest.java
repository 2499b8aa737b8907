package com.example.orders;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.testing.TestWorkflowEnvironment;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest
@ActiveProfiles("test")
public class OrderWorkflowSpringTest {

  @Autowired ConfigurableApplicationContext context;
  @Autowired TestWorkflowEnvironment testEnv;
  @Autowired WorkflowClient client;

  @BeforeEach
  void start() {
    context.start(); // starts the Workers
  }

  @Test
  void placesOrder() {
    OrderWorkflow wf =
        client.newWorkflowStub(
            OrderWorkflow.class, WorkflowOptions.newBuilder().setTaskQueue("my-task-queue").build());
    assertTrue(wf.placeOrder("o-1", "SKU-1", 1).startsWith("res-"));
  }
}
