package docs.encyclopedia.workers.workers;

/** Context for OrderWorker on docs/encyclopedia/workers/workers.mdx (not shown there). */
public class OrderActivitiesImpl implements OrderActivities {
  @Override
  public void charge(String orderId) {}
}
