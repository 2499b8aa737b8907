"""A Workflow that cancels a running Activity and waits until the Activity has cleaned up."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities import transcode_video


@workflow.defn
class VideoWorkflow:
    def __init__(self) -> None:
        self.upload_cancelled = False

    @workflow.signal
    def cancel_upload(self) -> None:
        self.upload_cancelled = True

    @workflow.run
    async def run(self, video_id: str) -> None:
        # region: cancellation-type
        from temporalio.workflow import ActivityCancellationType

        handle = workflow.start_activity(
            transcode_video,
            video_id,
            start_to_close_timeout=timedelta(hours=1),
            heartbeat_timeout=timedelta(seconds=20),
            # highlight-next-line
            cancellation_type=ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
        )
        # ... later:
        handle.cancel()
        # endregion: cancellation-type
        try:
            await handle
        except BaseException:
            # Raised only after the Activity has reported its cancellation.
            pass
