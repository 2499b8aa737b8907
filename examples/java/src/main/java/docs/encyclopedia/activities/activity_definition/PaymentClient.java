package docs.encyclopedia.activities.activity_definition;

/** Context for docs/encyclopedia/activities/activity-definition.mdx (not shown there): The payment provider's client; the idempotency key makes a retried charge safe. */
public interface PaymentClient {
  String charge(String customerId, long amountCents, String idempotencyKey);
}
