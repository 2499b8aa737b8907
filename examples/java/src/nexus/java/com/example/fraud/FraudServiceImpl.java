package com.example.fraud;

import io.nexusrpc.handler.OperationHandler;
import io.nexusrpc.handler.OperationImpl;
import io.nexusrpc.handler.ServiceImpl;
import io.temporal.client.WorkflowOptions;
import io.temporal.nexus.Nexus;
import io.temporal.nexus.WorkflowRunOperation;

@ServiceImpl(service = FraudService.class)
public class FraudServiceImpl {

  // highlight-start
  @OperationImpl
  public OperationHandler<FraudService.ScoreInput, FraudService.ScoreOutput> quickScore() {
    return OperationHandler.sync(
        (ctx, details, input) ->
            new FraudService.ScoreOutput(input.amountCents > 100_000 ? 70 : 10));
  }
  // highlight-end

  @OperationImpl
  public OperationHandler<FraudService.ScoreInput, FraudService.ScoreOutput> deepReview() {
    return WorkflowRunOperation.fromWorkflowMethod(
        (ctx, details, input) ->
            Nexus.getOperationContext()
                    .getWorkflowClient()
                    .newWorkflowStub(
                        ReviewWorkflow.class,
                        // The request Id is stable across retries, so it deduplicates starts.
                        WorkflowOptions.newBuilder().setWorkflowId("review-" + details.getRequestId()).build())
                ::review);
  }
}
