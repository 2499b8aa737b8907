"""Interceptors that propagate a tenant ID through headers and time every Activity."""

import contextvars
import time
from typing import Any, Mapping, Optional, Type

import temporalio.client
import temporalio.converter
import temporalio.worker
from temporalio import activity, workflow
from temporalio.api.common.v1 import Payload

HEADER_KEY = "tenant-id"
current_tenant: contextvars.ContextVar[Optional[str]] = contextvars.ContextVar(
    "current_tenant", default=None
)
_converter = temporalio.converter.default().payload_converter


def _with_tenant(headers: Mapping[str, Payload]) -> Mapping[str, Payload]:
    tenant = current_tenant.get()
    if tenant is None:
        return headers
    return {**headers, HEADER_KEY: _converter.to_payloads([tenant])[0]}


def _read_tenant(headers: Mapping[str, Payload]) -> Optional[str]:
    payload = headers.get(HEADER_KEY)
    return _converter.from_payloads([payload])[0] if payload else None


class TenantInterceptor(temporalio.client.Interceptor, temporalio.worker.Interceptor):
    """One class registered on the Client covers the Client and every Worker built from it."""

    # Client side: add the header when starting or signalling a Workflow.
    def intercept_client(
        self, next: temporalio.client.OutboundInterceptor
    ) -> temporalio.client.OutboundInterceptor:
        return _ClientOutbound(next)

    # Worker side: read the header in Activities.
    def intercept_activity(
        self, next: temporalio.worker.ActivityInboundInterceptor
    ) -> temporalio.worker.ActivityInboundInterceptor:
        return _ActivityInbound(next)

    # Worker side: Workflow interceptors are given as a class, created per Workflow run.
    def workflow_interceptor_class(
        self, input: temporalio.worker.WorkflowInterceptorClassInput
    ) -> Optional[Type[temporalio.worker.WorkflowInboundInterceptor]]:
        return _WorkflowInbound


class _ClientOutbound(temporalio.client.OutboundInterceptor):
    async def start_workflow(
        self, input: temporalio.client.StartWorkflowInput
    ) -> temporalio.client.WorkflowHandle[Any, Any]:
        input.headers = _with_tenant(input.headers)
        return await super().start_workflow(input)

    async def signal_workflow(self, input: temporalio.client.SignalWorkflowInput) -> None:
        input.headers = _with_tenant(input.headers)
        await super().signal_workflow(input)


class _ActivityInbound(temporalio.worker.ActivityInboundInterceptor):
    async def execute_activity(self, input: temporalio.worker.ExecuteActivityInput) -> Any:
        token = current_tenant.set(_read_tenant(input.headers))
        started = time.monotonic()
        try:
            return await super().execute_activity(input)
        finally:
            activity.logger.info(
                "Activity took %.3fs for tenant %s", time.monotonic() - started, current_tenant.get()
            )
            current_tenant.reset(token)


class _WorkflowInbound(temporalio.worker.WorkflowInboundInterceptor):
    def init(self, outbound: temporalio.worker.WorkflowOutboundInterceptor) -> None:
        super().init(_WorkflowOutbound(outbound))

    async def execute_workflow(self, input: temporalio.worker.ExecuteWorkflowInput) -> Any:
        current_tenant.set(_read_tenant(input.headers))
        workflow.logger.debug("Workflow running for tenant %s", current_tenant.get())
        return await super().execute_workflow(input)


class _WorkflowOutbound(temporalio.worker.WorkflowOutboundInterceptor):
    def start_activity(
        self, input: temporalio.worker.StartActivityInput
    ) -> workflow.ActivityHandle[Any]:
        # Pass the tenant on to every Activity the Workflow schedules.
        input.headers = _with_tenant(input.headers)
        return super().start_activity(input)
