package com.example.admin;

import com.google.protobuf.util.Durations;
import io.temporal.api.namespace.v1.NamespaceConfig;
import io.temporal.api.namespace.v1.UpdateNamespaceInfo;
import io.temporal.api.operatorservice.v1.DeleteNamespaceRequest;
import io.temporal.api.workflowservice.v1.DescribeNamespaceRequest;
import io.temporal.api.workflowservice.v1.DescribeNamespaceResponse;
import io.temporal.api.workflowservice.v1.ListNamespacesRequest;
import io.temporal.api.workflowservice.v1.RegisterNamespaceRequest;
import io.temporal.api.workflowservice.v1.UpdateNamespaceRequest;
import io.temporal.serviceclient.OperatorServiceStubs;
import io.temporal.serviceclient.OperatorServiceStubsOptions;
import io.temporal.serviceclient.WorkflowServiceStubs;

public class NamespaceAdmin {

  public static void main(String[] args) {
    WorkflowServiceStubs service = WorkflowServiceStubs.newLocalServiceStubs();

    // Register with a 3-day retention period for closed Workflow histories.
    // highlight-start
    service
        .blockingStub()
        .registerNamespace(
            RegisterNamespaceRequest.newBuilder()
                .setNamespace("my-namespace")
                .setDescription("Orders team")
                .setOwnerEmail("orders@example.com")
                .setWorkflowExecutionRetentionPeriod(Durations.fromDays(3))
                .build());
    // highlight-end

    DescribeNamespaceResponse described =
        service
            .blockingStub()
            .describeNamespace(DescribeNamespaceRequest.newBuilder().setNamespace("my-namespace").build());
    System.out.println(
        "Retention: " + Durations.toString(described.getConfig().getWorkflowExecutionRetentionTtl()));

    // Extend retention and update the description.
    service
        .blockingStub()
        .updateNamespace(
            UpdateNamespaceRequest.newBuilder()
                .setNamespace("my-namespace")
                .setUpdateInfo(UpdateNamespaceInfo.newBuilder().setDescription("Orders and returns"))
                .setConfig(
                    NamespaceConfig.newBuilder()
                        .setWorkflowExecutionRetentionTtl(Durations.fromDays(30)))
                .build());

    service
        .blockingStub()
        .listNamespaces(ListNamespacesRequest.newBuilder().setPageSize(100).build())
        .getNamespacesList()
        .forEach(ns -> System.out.println(ns.getNamespaceInfo().getName()));

    // Deletion goes through the OperatorService.
    OperatorServiceStubs operator =
        OperatorServiceStubs.newServiceStubs(
            OperatorServiceStubsOptions.newBuilder().setTarget("127.0.0.1:7233").build());
    operator
        .blockingStub()
        .deleteNamespace(DeleteNamespaceRequest.newBuilder().setNamespace("scratch-namespace").build());
  }
}
