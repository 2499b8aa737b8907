package docs.encyclopedia.activities.activity_execution;

/** Context for docs/encyclopedia/activities/activity-execution.mdx (not shown there): what the approver is asked to decide. */
public class ApprovalRequest {}
