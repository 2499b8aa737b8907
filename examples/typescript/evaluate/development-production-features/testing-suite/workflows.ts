// The Workflow that the Core application page shows.
export { subscriptionWorkflow } from '../core-application/workflows';
