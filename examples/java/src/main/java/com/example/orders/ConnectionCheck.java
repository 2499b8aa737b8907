package com.example.orders;

import io.temporal.api.workflowservice.v1.GetSystemInfoRequest;
import io.temporal.api.workflowservice.v1.GetSystemInfoResponse;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class ConnectionCheck {
  public static void main(String[] args) {
    // newLocalServiceStubs() connects to localhost:7233, where `temporal server start-dev` listens.
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();
    GetSystemInfoResponse info = service.blockingStub().getSystemInfo(GetSystemInfoRequest.getDefaultInstance());
    System.out.println("Connected to Temporal Server " + info.getServerVersion());
    service.shutdown();
  }
}
