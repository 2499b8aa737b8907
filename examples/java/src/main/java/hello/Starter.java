package hello;

import io.temporal.client.WorkflowClient;
import io.temporal.client.WorkflowOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class Starter {
    public static void main(String[] args) {
        WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
        WorkflowClient client = WorkflowClient.newInstance(service);

        GreetingWorkflow workflow = client.newWorkflowStub(
                GreetingWorkflow.class,
                WorkflowOptions.newBuilder()
                        .setWorkflowId("greeting-workflow")
                        .setTaskQueue("my-task-queue")
                        .build());

        // Starts the Workflow and blocks until it completes.
        // highlight-next-line
        String result = workflow.greet("Temporal");
        System.out.println("Result: " + result);
        System.exit(0);
    }
}
