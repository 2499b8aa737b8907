// Command live drives the Go samples that the pages show as library functions (a Client passed
// in), against the Temporal Service at TEMPORAL_ADDRESS. scripts/checks/live.mjs runs it:
//
//	live worker      runs a Worker for the samples' Workflows on my-task-queue until interrupted
//	live messages    the message-passing page's Update-with-Start, Update, Query and Signal
//	live schedules   the schedules page's create, manage and update functions, one change at a
//	                 time, each confirmed with Describe
//	live replay-changed <history.json>
//	                 replays a recorded FulfilOrder history against a changed Workflow and exits 0
//	                 only when the replayer reports it as non-deterministic
//
// The samples' own Workflows and client functions are imported unchanged; only this file's
// wiring (Worker registration, the order of calls, what is printed) is the test's.
package main

import (
	"context"
	"fmt"
	"log"
	"log/slog"
	"os"
	"time"

	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"example.com/develop/go/message-passing/starter"
	"example.com/develop/go/schedules/schedules"
	"example.com/orders/app"
)

const taskQueue = "my-task-queue"

// SalesReportWorkflow is the Workflow Type that the schedules page's Schedule starts by name
// ("SalesReportWorkflow"); the page does not show its code, so the test supplies a trivial one.
func SalesReportWorkflow(ctx workflow.Context, region string) (string, error) {
	return "sales report for " + region, nil
}

// changedFulfilOrder is app.FulfilOrder with its two Activities swapped: replaying a history of
// the original must fail.
func changedFulfilOrder(ctx workflow.Context, order app.Order) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 30 * time.Second})
	var a *app.Activities
	var tracking, receipt string
	if err := workflow.ExecuteActivity(ctx, a.Ship, order).Get(ctx, &tracking); err != nil {
		return "", err
	}
	if err := workflow.ExecuteActivity(ctx, a.Charge, order).Get(ctx, &receipt); err != nil {
		return "", err
	}
	return tracking, nil
}

func main() {
	if len(os.Args) < 2 {
		log.Fatalln("usage: live worker|messages|schedules|replay-changed <history.json>")
	}
	if os.Args[1] == "replay-changed" {
		replayChanged(os.Args[2])
		return
	}
	c, err := client.Dial(client.Options{HostPort: os.Getenv("TEMPORAL_ADDRESS"), Namespace: "default"})
	if err != nil {
		log.Fatalln("unable to create client", err)
	}
	defer c.Close()
	ctx := context.Background()

	switch os.Args[1] {
	case "worker":
		w := worker.New(c, taskQueue, worker.Options{})
		w.RegisterWorkflow(app.ApprovalWorkflow)
		w.RegisterWorkflow(SalesReportWorkflow)
		log.Println("worker polling", taskQueue)
		if err := w.Run(worker.InterruptCh()); err != nil {
			log.Fatalln("worker stopped", err)
		}

	case "messages":
		id := "approval-c-42"
		count, err := starter.AddItemWithStart(ctx, c, id, "pen")
		if err != nil {
			log.Fatalln("update-with-start:", err)
		}
		fmt.Println("items after update-with-start:", count)

		// The validator of app.ApprovalWorkflow rejects an empty item.
		handle, err := c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
			WorkflowID:   id,
			UpdateName:   app.AddItemUpdate,
			Args:         []interface{}{""},
			WaitForStage: client.WorkflowUpdateStageCompleted,
		})
		if err == nil {
			err = handle.Get(ctx, nil)
		}
		fmt.Println("rejected:", err)

		if err := starter.Interact(ctx, c, id); err != nil {
			log.Fatalln("interact:", err)
		}
		var result string
		if err := c.GetWorkflow(ctx, id, "").Get(ctx, &result); err != nil {
			log.Fatalln("result:", err)
		}
		fmt.Println("result:", result)

		run, err := starter.ApproveOrStart(ctx, c, "approval-c-43")
		if err != nil {
			log.Fatalln("signal-with-start:", err)
		}
		if err := run.Get(ctx, &result); err != nil {
			log.Fatalln("signal-with-start result:", err)
		}
		fmt.Println("signal-with-start result:", result)

	case "schedules":
		h, err := schedules.CreateDailyReport(ctx, c)
		if err != nil {
			log.Fatalln("create:", err)
		}
		fmt.Println("created", h.GetID())
		if err := schedules.ShowNextRuns(ctx, c); err != nil {
			log.Fatalln("describe:", err)
		}
		// One change at a time, each confirmed with Describe before the next, as the page says.
		steps := []struct {
			name string
			call func(context.Context, client.Client) error
			done func(*client.ScheduleDescription) bool
		}{
			{"trigger", schedules.RunNow, func(d *client.ScheduleDescription) bool { return len(d.Info.RecentActions) >= 1 }},
			{"backfill", schedules.RerunFirstWeekOfMarch, func(d *client.ScheduleDescription) bool { return len(d.Info.RecentActions) >= 6 }},
			{"pause", schedules.PauseForMigration, func(d *client.ScheduleDescription) bool { return d.Schedule.State.Paused }},
			{"unpause", schedules.Resume, func(d *client.ScheduleDescription) bool { return !d.Schedule.State.Paused }},
			{"update", schedules.MoveToTenOClock, func(d *client.ScheduleDescription) bool {
				return d.Schedule.Spec.Calendars[0].Hour[0].Start == 10
			}},
		}
		var desc *client.ScheduleDescription
		for _, step := range steps {
			if err := step.call(ctx, c); err != nil {
				log.Fatalln(step.name+":", err)
			}
			deadline := time.Now().Add(20 * time.Second)
			for {
				if desc, err = h.Describe(ctx); err != nil {
					log.Fatalln("describe:", err)
				}
				if step.done(desc) {
					break
				}
				if time.Now().After(deadline) {
					log.Fatalf("%s did not take effect within 20 s", step.name)
				}
				time.Sleep(200 * time.Millisecond)
			}
			fmt.Println("applied", step.name)
		}
		spec := desc.Schedule.Spec
		fmt.Printf("calendar hour %d, time zone %s, paused %v, notes %q, actions %d\n",
			spec.Calendars[0].Hour[0].Start, spec.TimeZoneName, desc.Schedule.State.Paused,
			desc.Schedule.State.Note, len(desc.Info.RecentActions))

	default:
		log.Fatalln("unknown command", os.Args[1])
	}
}

func replayChanged(file string) {
	replayer := worker.NewWorkflowReplayer()
	replayer.RegisterWorkflowWithOptions(changedFulfilOrder, workflow.RegisterOptions{Name: "FulfilOrder"})
	err := replayer.ReplayWorkflowHistoryFromJSONFile(sdklog.NewStructuredLogger(slog.Default()), file)
	if err == nil {
		log.Fatalln("the changed Workflow replayed without an error")
	}
	fmt.Println("replay failed as expected:", err)
}
