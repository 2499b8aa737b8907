package docs.encyclopedia.activities.activity_definition;

/** Context for docs/encyclopedia/activities/activity-definition.mdx (not shown there): The input of chargeCard. */
public class ChargeRequest {
  private String customerId;
  private long amountCents;

  public String getCustomerId() {
    return customerId;
  }

  public long getAmountCents() {
    return amountCents;
  }
}
