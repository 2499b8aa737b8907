export { subscriptionWorkflow } from '../../../../evaluate/development-production-features/core-application/workflows';
