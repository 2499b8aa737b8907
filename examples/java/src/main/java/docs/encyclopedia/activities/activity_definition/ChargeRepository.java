package docs.encyclopedia.activities.activity_definition;

/** Context for docs/encyclopedia/activities/activity-definition.mdx (not shown there): Where charges are recorded. */
public interface ChargeRepository {
  void insertIfAbsent(String orderId, String chargeId);
}
